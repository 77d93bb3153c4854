/**
 * The kinds of caller the authorisation matrix (decision 0019) tries every route and page with. Each
 * logged-in persona is a user row (seed factory values) whose claims give the roles named here.
 */
import type { TokenClaims } from "../../src/domain/account/auth.ts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import type { users } from "../../src/db/schema/accounts.ts";
import { dealers } from "../../src/db/schema/market.ts";

export interface Persona {
  name: string;
  /** Overrides of the seed factory's user row; null: anonymous. */
  user: Partial<typeof users.$inferInsert> | null;
  /**
   * A dealer's staff member acts for a dealer of the test market: "A" the first German dealer, "B" the
   * second (the test resolves them to dealer ids; `dealersOfPersonas`). Without it a DEALER has no dealer.
   */
  dealer?: "A" | "B";
}

export const PERSONAS: readonly Persona[] = [
  { name: "anonymous", user: null },
  { name: "guest", user: { isGuest: true } },
  { name: "customer", user: {} },
  { name: "mex customer", user: { hasMexEnabled: true } },
  // Dealer portal (decision 0026): an admin and a staff member of dealer A, and the DEALER role without a
  // dealer (passes the area's role check, then the portal's use cases answer 403 "keinem Händler zugeordnet").
  { name: "dealer", user: { roles: ["DEALER"], dealerRole: "admin" }, dealer: "A" },
  { name: "dealer staff", user: { roles: ["DEALER"], dealerRole: "staff" }, dealer: "A" },
  { name: "dealer without dealer", user: { roles: ["DEALER"] } },
  { name: "ad manager", user: { roles: ["Role_Heizoel24_AdManager"] } },
  { name: "support", user: { roles: ["Role_Heizoel24_CustomerSupport"] } },
  // The back office's other desks (decision 0031).
  { name: "finance", user: { roles: ["Role_Heizoel24_Financial"] } },
  { name: "marketing", user: { roles: ["Role_Heizoel24_Marketing"] } },
  // Content management (decision 0065).
  { name: "editor", user: { roles: ["Role_Heizoel24_Editor"] } },
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
  "dealer staff": { id: "10", role: "DEALER" },
  "ad manager": { id: "5", role: "Role_Heizoel24_AdManager" },
  support: { id: "6", role: "Role_Heizoel24_CustomerSupport" },
  editor: { id: "7", role: "Role_Heizoel24_Editor" },
  finance: { id: "8", role: "Role_Heizoel24_Financial" },
  marketing: { id: "11", role: "Role_Heizoel24_Marketing" },
  admin: { id: "9", role: "ADMIN" },
};

/** The test market's dealers A and B (the first two German dealers by id) for personas with `dealer`. */
export async function dealersOfPersonas(db: Db): Promise<Record<"A" | "B", number>> {
  const rows = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.countryId, 1)).orderBy(asc(dealers.id)).limit(2);
  if (rows.length < 2) throw new Error("the test market needs two German dealers");
  return { A: rows[0].id, B: rows[1].id };
}

/** The persona's user row overrides with its dealer resolved. */
export function personaUserRow(persona: Persona, dealerIds: Record<"A" | "B", number>): Partial<typeof users.$inferInsert> {
  return { ...persona.user, ...(persona.dealer && { dealerId: dealerIds[persona.dealer] }) };
}
