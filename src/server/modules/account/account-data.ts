import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, favouriteDealers, refreshTokens, users, userTokens } from "../../../db/schema/accounts.ts";
import { AppError } from "../../../domain/errors.ts";
import { renderMail } from "../../platform/mail/mail-layout.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { credentialOwner, currentUser, type SessionCaller } from "./guards.ts";
import { verifyPassword } from "./passwords.ts";
import { WRONG_PASSWORD_MESSAGE } from "./request-email-change.ts";

export type ExportTables = Record<string, Record<string, unknown>[]>;

/**
 * Issue 12 item 7: what the account area holds about her — the account without its password hash,
 * addresses, favourite dealers, sessions and mailed links without their token hashes.
 */
export async function exportAccountData(deps: Pick<AccountDeps, "db">, userId: number): Promise<ExportTables> {
  const user = await currentUser(deps as AccountDeps, userId);
  const { passwordHash: _hash, ...account } = user;
  return {
    Konto: [{ ...account, hasPassword: Boolean(_hash) }],
    Adressen: await deps.db.select().from(addresses).where(eq(addresses.userId, userId)),
    Lieblingshaendler: await deps.db.select().from(favouriteDealers).where(eq(favouriteDealers.userId, userId)),
    Anmeldungen: await deps.db
      .select({ id: refreshTokens.id, sessionId: refreshTokens.sessionId, createdAt: refreshTokens.createdAt, expiresAt: refreshTokens.expiresAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId)),
    Links: await deps.db
      .select({ id: userTokens.id, purpose: userTokens.purpose, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
      .from(userTokens)
      .where(eq(userTokens.userId, userId)),
  };
}

export interface DeleteAccountHooks {
  /** Whether an order of hers is still under way (the orders area decides). */
  hasOpenOrders: (userId: number) => Promise<boolean>;
  /** Erases her data in the other areas (messages, alarms), inside the deletion's transaction. */
  eraseElsewhere: (tx: Db, userId: number) => Promise<void>;
}

/**
 * Deletes her account (issue 12 item 7, decision 0028): password first; refused while an order is
 * under way. Her personal data is anonymised in one transaction — name, phone, address book, e-mail
 * address, password, favourites, mailed links, and the other areas' data through the hook — while her
 * orders stay as the law requires (commercial and tax records, 10 years). A mail to the old address
 * confirms; every session ends.
 */
export async function deleteAccount(deps: AccountDeps, caller: SessionCaller, input: { Password: string }, hooks: DeleteAccountHooks): Promise<{ success: true; message: string }> {
  const user = await credentialOwner(deps, caller);
  const userId = user.id;
  if (!(await verifyPassword(input.Password, user.passwordHash))) throw new AppError("WRONG_PASSWORD", { field: "Password", message: WRONG_PASSWORD_MESSAGE });
  if (await hooks.hasOpenOrders(userId)) throw new AppError("ACCOUNT_HAS_OPEN_ORDERS");
  const now = deps.now();
  await deps.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await tx
      .update(users)
      .set({
        email: `geloescht-${user.id}@anonym.invalid`,
        passwordHash: null,
        title1: "",
        title2: "",
        firstName: "",
        lastName: "",
        phone: "",
        pendingEmail: null,
        newsletterConfirmedAt: null,
        hasMexEnabled: false,
        anonymisedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(addresses).where(eq(addresses.userId, user.id));
    await tx.delete(favouriteDealers).where(eq(favouriteDealers.userId, user.id));
    await tx.delete(userTokens).where(and(eq(userTokens.userId, user.id)));
    await hooks.eraseElsewhere(tx, user.id);
  });
  await deps.sessions.endAllOf(user.id);
  const mail = renderMail("Ihr Kundenkonto wurde gelöscht", {
    greeting: "Guten Tag",
    blocks: [
      "wie gewünscht haben wir Ihr Kundenkonto beim Heizöl-Marktplatz gelöscht. Ihre persönlichen Angaben, Ihr Adressbuch, Ihre Preiswecker und Nachrichten sind entfernt; anmelden können Sie sich mit dieser E-Mail-Adresse nicht mehr.",
      "Ihre Bestellungen bewahren wir auf, solange das Handels- und Steuerrecht es verlangt (bis zu zehn Jahre), und verwenden sie für nichts anderes.",
    ],
    after: ["Falls Sie das nicht veranlasst haben, antworten Sie bitte umgehend auf diese E-Mail."],
  });
  await sendMailSafely(deps, { to: user.email, template: "account-deleted", countryId: user.countryId, ...mail });
  return { success: true, message: "Ihr Kundenkonto ist gelöscht. Eine Bestätigung haben wir an Ihre bisherige E-Mail-Adresse geschickt." };
}
