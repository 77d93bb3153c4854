import { jwtVerify, SignJWT } from "jose";
import { userFromClaims, type LoggedInUser, type TokenClaims } from "../../../domain/account/auth.ts";

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Access tokens live 20 minutes; the browser refreshes them 300 s (+0–119 s) before expiry (spec §9). */
export const ACCESS_TOKEN_SECONDS = 20 * 60;

const ISSUER = "heizoel-marktplatz";

export interface AccessTokenKeys {
  secret: Uint8Array;
  /** Lifetime of new tokens (config ACCESS_TOKEN_SECONDS, default 20 minutes). */
  lifetimeSeconds: number;
}

export function accessTokenKeys(jwtSecret: string, lifetimeSeconds = ACCESS_TOKEN_SECONDS): AccessTokenKeys {
  return { secret: new TextEncoder().encode(jwtSecret), lifetimeSeconds };
}

/** Signs the claims of spec §3 "Logged-in user" (HS256). */
export async function signAccessToken(
  keys: AccessTokenKeys,
  claims: TokenClaims,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + (keys.lifetimeSeconds ?? ACCESS_TOKEN_SECONDS);
  const { exp: _ignored, ...rest } = claims;
  const token = await new SignJWT({ ...rest })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(claims.id)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The user of a valid, unexpired token; null for anything else (bad signature, expired, malformed). */
export async function verifyAccessToken(
  keys: AccessTokenKeys,
  token: string,
  now = new Date(),
): Promise<(LoggedInUser & { exp: number; sid: string | null }) | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { issuer: ISSUER, algorithms: ["HS256"], currentDate: now });
    if (typeof payload.id !== "string" || !/^\d+$/.test(payload.id)) return null;
    // A session is a random UUID (decision 0038); a token of the numbered sessions before it has none.
    const sid = typeof payload.sid === "string" && SESSION_ID.test(payload.sid) ? payload.sid.toLowerCase() : null;
    return { ...userFromClaims(payload as unknown as TokenClaims), exp: payload.exp ?? 0, sid };
  } catch {
    return null;
  }
}
