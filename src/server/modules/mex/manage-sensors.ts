import { AppError } from "../../../domain/shared/errors.ts";
import type { SensorList } from "../../../domain/mex/mex.schemas.ts";
import type { MexDeps } from "./mex-deps.ts";
import { deleteSensorRow, sensorsOfUser, setMainSensor, updateSensorRow } from "./mex.repo.ts";
import { sensorItem } from "./sensor-state.ts";

/** GET /api/mex/sensors: her sensors with their tank's state; the selected one is the main sensor (or the first). */
export async function listSensors(
  deps: MexDeps,
  input: { userId: number; deliveryAddresses: { id: number; label: string }[] },
): Promise<SensorList> {
  const rows = await sensorsOfUser(deps.db, input.userId);
  const now = deps.now();
  const sensors = await Promise.all(rows.map((r) => sensorItem(deps.db, r, now)));
  return { selectedId: (sensors.find((s) => s.isMain) ?? sensors[0])?.id ?? null, sensors, deliveryAddresses: input.deliveryAddresses };
}

/** PUT /api/mex/sensors/{id}/set-main: another customer's sensor answers like a missing one. */
/** Spec §7 set-main; her dashboard is then reset by the customer area (`tank.main-sensor-changed`, decision 0051). */
export async function setMain(deps: MexDeps, input: { userId: number; sensorId: number }) {
  await deps.db.transaction(async (tx) => {
    if (!(await setMainSensor(tx, input.userId, input.sensorId))) throw new AppError("SENSOR_NOT_FOUND");
    await deps.events.publish(tx, "tank.main-sensor-changed", input);
  });
}

export async function updateSensor(
  deps: MexDeps,
  input: { userId: number; sensorId: number; name: string; deliveryAddressId?: number | null; ownsAddress: (id: number) => boolean },
) {
  if (input.deliveryAddressId != null && !input.ownsAddress(input.deliveryAddressId)) throw new AppError("ADDRESS_NOT_FOUND");
  const row = await updateSensorRow(deps.db, input.userId, input.sensorId, {
    name: input.name,
    ...(input.deliveryAddressId !== undefined ? { deliveryAddressId: input.deliveryAddressId } : {}),
  });
  if (!row) throw new AppError("SENSOR_NOT_FOUND");
}

export async function deleteSensor(deps: MexDeps, input: { userId: number; sensorId: number }) {
  if (!(await deleteSensorRow(deps.db, input.userId, input.sensorId))) throw new AppError("SENSOR_NOT_FOUND");
}
