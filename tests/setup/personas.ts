/**
 * The kinds of caller the authorisation matrix (decision 0019) tries every route and page with. Each
 * logged-in persona is a user row (seed factory values) whose claims give the roles named here.
 */
import type { TokenClaims } from "../../src/domain/auth.ts";
import type { users } from "../../src/db/schema/accounts.ts";

export interface Persona {
  name: string;
  /** Overrides of the seed factory's user row; null: anonymous. */
  user: Partial<typeof users.$inferInsert> | null;
}

export const PERSONAS: readonly Persona[] = [
  { name: "anonymous", user: null },
  { name: "guest", user: { isGuest: true } },
  { name: "customer", user: {} },
  { name: "mex customer", user: { hasMexEnabled: true } },
  { name: "dealer", user: { roles: ["DEALER"] } },
  { name: "ad manager", user: { roles: ["Role_Heizoel24_AdManager"] } },
  { name: "support", user: { roles: ["Role_Heizoel24_CustomerSupport"] } },
  { name: "admin", user: { roles: ["ADMIN"] } },
];

/**
 * The same kinds of caller as token claims (spec §3 "Logged-in user"), for guard tests that need no
 * database; the back office's editor and finance roles too.
 */
export const PERSONA_CLAIMS: Readonly<Record<string, TokenClaims | null>> = {
  anonymous: null,
  guest: { id: "1", isGuest: "True" },
  customer: { id: "2", isGuest: "False" },
  "mex customer": { id: "3", isGuest: "False", hasMexEnabled: "True" },
  dealer: { id: "4", role: "DEALER" },
  "ad manager": { id: "5", role: "Role_Heizoel24_AdManager" },
  support: { id: "6", role: "Role_Heizoel24_CustomerSupport" },
  editor: { id: "7", role: "Role_Heizoel24_Editor" },
  finance: { id: "8", role: "Role_Heizoel24_Financial" },
  admin: { id: "9", role: "ADMIN" },
};
