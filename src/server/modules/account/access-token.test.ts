import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TokenClaims } from "../../../domain/account/auth.ts";
import { signAccessToken, verifyAccessToken, type AccessTokenKeys } from "./access-token.ts";

const keys: AccessTokenKeys = { secret: new TextEncoder().encode("a-test-secret-of-at-least-32-characters"), lifetimeSeconds: 1200 };
const claims = (sid: string) =>
  ({
    id: "7",
    email: "kunde@example.com",
    firstName: "Erika",
    lastName: "Mustermann",
    isGuest: "False",
    hasAnyOrder: "True",
    sid,
  }) as unknown as TokenClaims;

describe("the access token's session (decision 0038)", () => {
  it("is a random UUID, carried as it is", async () => {
    const sid = randomUUID();
    const { token } = await signAccessToken(keys, claims(sid));
    expect((await verifyAccessToken(keys, token))?.sid).toBe(sid);
  });

  it("a token of a numbered session from before has none, so it counts as no token", async () => {
    const { token } = await signAccessToken(keys, claims("42"));
    const user = await verifyAccessToken(keys, token);
    expect(user?.id).toBe(7);
    expect(user?.sid).toBeNull();
  });
});
