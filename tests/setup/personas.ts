/**
 * The kinds of caller the authorisation matrix (decision 0019) tries every route and page with. Each
 * logged-in persona is a user row (seed factory values) whose claims give the roles named here.
 */
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
