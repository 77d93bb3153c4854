import { createHash, randomBytes } from "node:crypto";
import { AppError } from "../../../domain/shared/errors.ts";
import type { OpenDevice } from "../../../domain/mex/mex.schemas.ts";
import type { MexDeps } from "./mex-deps.ts";
import { insertToken, revokeToken, sensorsOfUser, tokenByHash, tokensOfUser, touchToken } from "./mex.repo.ts";
import { seriesOf } from "./sensor-state.ts";
import { tankOutlook } from "./tank-outlook.ts";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const DAY_MS = 86_400_000;

/**
 * A new access key: shown once, only its hash is stored (like a password). A credential, so not while
 * support acts as her (decision 0036): the key would outlive the impersonation.
 */
export async function createToken(deps: MexDeps, input: { userId: number; isImpersonated: boolean; name: string }) {
  if (input.isImpersonated) throw new AppError("IMPERSONATION_CREDENTIALS_FORBIDDEN");
  const token = `mex_${randomBytes(24).toString("base64url")}`;
  const row = await insertToken(deps.db, { userId: input.userId, name: input.name, tokenHash: hash(token) });
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, token };
}

export async function listTokens(deps: MexDeps, input: { userId: number }) {
  const rows = await tokensOfUser(deps.db, input.userId);
  return {
    tokens: rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

export async function revokeOwnToken(deps: MexDeps, input: { userId: number; id: number }) {
  if (!(await revokeToken(deps.db, input.userId, input.id, deps.now()))) throw new AppError("MEX_TOKEN_NOT_FOUND");
}

const VALIDATION: Record<string, OpenDevice["validationError"]> = {
  "no-metering": "NO_METERING",
  "distance-too-short": "DISTANCE_TOO_SHORT",
  "below-min": "BELOW_STORAGE_MIN",
  "implausible-jump": "IMPLAUSIBLE_JUMP",
  "battery-low": "BATTERY_LOW",
  "no-data": "NO_DATA",
  "not-calibrated": "MISSING_STORAGE_CONFIG",
};

function batteryLevel(v: number | null): OpenDevice["batteryLevel"] {
  if (v === null) return null;
  return v >= 3.3 ? "GOOD" : v >= 3.1 ? "MEDIUM" : v >= 2.9 ? "WARNING" : "CRITICAL";
}

/** GET /api/mex/open/v1/devices with `Authorization: Bearer mex_…`: the key's owner's devices, never anybody else's. */
export async function openDevices(deps: MexDeps, input: { bearer: string | undefined }): Promise<{ items: OpenDevice[] }> {
  const token = input.bearer && /^mex_[A-Za-z0-9_-]{20,64}$/.test(input.bearer) ? await tokenByHash(deps.db, hash(input.bearer)) : null;
  if (!token) throw new AppError("MEX_TOKEN_INVALID");
  const now = deps.now();
  await touchToken(deps.db, token.id, now);
  const rows = await sensorsOfUser(deps.db, token.userId);
  const items: OpenDevice[] = [];
  for (const r of rows) {
    const series = await seriesOf(deps.db, r.sensor.id, r.tank, now);
    const o = tankOutlook(r.tank, series, now, deps.today(r.tank.countryId));
    const last = series.at(-1) ?? null;
    // The device's own rhythm: the median gap of its last readings (daily when it has too few).
    const gaps = series
      .slice(-11)
      .map((p, i, a) => (i === 0 ? null : p.at.getTime() - a[i - 1].at.getTime()))
      .filter((g): g is number => g !== null && g > 0)
      .sort((a, b) => a - b);
    const interval = gaps.length ? gaps[Math.floor(gaps.length / 2)] : DAY_MS;
    const status: OpenDevice["status"] =
      last === null
        ? "no-reading"
        : o.state.status === "no-data"
          ? "no-data"
          : o.state.status === "not-calibrated"
            ? "not-calibrated"
            : o.state.status === "ok"
              ? "ok"
              : "warning";
    items.push({
      deviceId: r.sensor.deviceId,
      name: r.sensor.name,
      status,
      currentMeteringAt: last?.at.toISOString() ?? null,
      nextMeteringAt: last ? new Date(Math.max(last.at.getTime() + interval, now.getTime())).toISOString() : null,
      fillLevelQuantity: o.state.litres,
      fillLevelPercent: o.state.levelPercent,
      capacity: o.capacity,
      quantityUnit: "L",
      daysReach: o.forecast?.daysLeft ?? null,
      batteryVoltage: o.state.batteryV,
      batteryLevel: batteryLevel(o.state.batteryV),
      validationError: o.state.status ? (VALIDATION[o.state.status] ?? null) : null,
    });
  }
  return { items };
}
