import { AppError } from "../../../domain/shared/errors.ts";
import { devicePayloadSchema } from "../../../domain/mex/mex.schemas.ts";
import { signatureMatches } from "./device-signature.ts";
import type { MexDeps } from "./mex-deps.ts";
import type { NewReading } from "./mex.repo.ts";

/** Devices report at most every 15 minutes; a reading dated further ahead than this is a wrong clock, not the future. */
const MAX_CLOCK_SKEW_MS = 15 * 60_000;

export interface SignedMessage {
  payload: string;
  sig: string;
}

/**
 * Stores a device's signed readings (MQTT message or HTTP batch alike; decision 0030). Every message must
 * carry the device's own signature — one that does not is rejected and logged, and a batch with one such
 * message stores nothing. Idempotent on device + seq.
 */
export async function ingestReadings(deps: MexDeps, input: { deviceId: string; messages: SignedMessage[]; via: "mqtt" | "http" }) {
  const device = await deps.deviceClaim(input.deviceId);
  const rows: NewReading[] = [];
  const now = deps.now().getTime();
  if (!device) {
    deps.log("mex reading rejected: signature does not match the device", { deviceId: input.deviceId, via: input.via, knownDevice: false });
    throw new AppError("DEVICE_SIGNATURE_INVALID");
  }
  for (const m of input.messages) {
    if (!signatureMatches(device.secret, m.payload, m.sig)) {
      deps.log("mex reading rejected: signature does not match the device", {
        deviceId: input.deviceId,
        via: input.via,
        knownDevice: true,
      });
      throw new AppError("DEVICE_SIGNATURE_INVALID");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(m.payload);
    } catch {
      throw new AppError("VALIDATION_ERROR", { message: "Die Messung ist kein gültiges JSON." });
    }
    const r = devicePayloadSchema.safeParse(parsed);
    if (!r.success)
      throw new AppError("VALIDATION_ERROR", {
        message: `Die Messung ist unvollständig oder außerhalb des Messbereichs (${r.error.issues[0]?.path.join(".") || "Inhalt"}).`,
      });
    const measuredAt = new Date(r.data.measuredAt);
    if (measuredAt.getTime() > now + MAX_CLOCK_SKEW_MS)
      throw new AppError("VALIDATION_ERROR", { message: "Der Messzeitpunkt liegt in der Zukunft." });
    rows.push({
      deviceId: device.deviceId,
      sensorId: device.sensorId,
      seq: r.data.seq,
      measuredAt,
      distanceMm: r.data.distanceMm,
      temperatureC: r.data.temperatureC,
      batteryV: r.data.batteryV,
      rssi: r.data.rssi,
      via: input.via,
    });
  }
  const accepted = (await deps.writer.write(rows)).size;
  if (accepted > 0 && device.sensorId !== null) deps.onReadings([device.sensorId]);
  return { accepted, duplicates: rows.length - accepted };
}
