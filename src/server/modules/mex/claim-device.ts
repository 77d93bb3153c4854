import { createHash } from "node:crypto";
import { AppError } from "../../../domain/shared/errors.ts";
import type { MexDeps } from "./mex-deps.ts";
import { deviceById, insertSensor, insertTank, sensorCount, sensorOfDevice } from "./mex.repo.ts";

export const pairingCodeHash = (code: string) => createHash("sha256").update(code.trim().toUpperCase()).digest("hex");

/**
 * A customer pairs a sensor with the device id and pairing code from its label: a new tank is created for
 * it (the setup guide fills it in), her first sensor becomes the main one, and her account gets the mex
 * flag. A wrong code and an unknown device answer the same, so ids cannot be probed.
 */
export async function claimDevice(
  deps: MexDeps,
  input: { userId: number; deviceId: string; pairingCode: string; name?: string; zip?: string | null; countryId: number },
) {
  const device = await deviceById(deps.db, input.deviceId.trim());
  if (!device || device.pairingCodeHash !== pairingCodeHash(input.pairingCode)) throw new AppError("DEVICE_PAIRING_FAILED");
  const taken = await sensorOfDevice(deps.db, device.deviceId);
  if (taken) {
    if (taken.userId === input.userId) return { sensorId: taken.id, tankId: taken.tankId, alreadyPaired: true };
    throw new AppError("DEVICE_TAKEN");
  }
  try {
    return await pair(deps, input, device.deviceId);
  } catch (err) {
    // Two customers pairing the same device at the same moment: the unique device index lets one win.
    if ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505")
      throw new AppError("DEVICE_TAKEN");
    throw err;
  }
}

async function pair(deps: MexDeps, input: { userId: number; name?: string; zip?: string | null; countryId: number }, deviceId: string) {
  return deps.db.transaction(async (tx) => {
    const count = await sensorCount(tx, input.userId);
    const first = count === 0;
    const name = input.name ?? (first ? "Mein Tank" : `Tank ${count + 1}`);
    const tank = await insertTank(tx, { userId: input.userId, name, zip: input.zip ?? null, countryId: input.countryId });
    const sensor = await insertSensor(tx, { deviceId, userId: input.userId, tankId: tank.id, name, isMain: first });
    await deps.enableMex(tx, input.userId);
    return { sensorId: sensor.id, tankId: tank.id, alreadyPaired: false };
  });
}
