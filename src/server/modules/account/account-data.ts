import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, favouriteDealers, refreshTokens, users, userTokens } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";
import { exportCountry, exportTime, type ExportTables } from "../../../domain/customer/data-export.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { renderMail } from "../../platform/mail/mail-layout.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import type { UserTokenPurpose } from "./account.repo.ts";
import { credentialOwner, currentUser, type SessionCaller } from "./guards.ts";
import { verifyPassword } from "./passwords.ts";
import { WRONG_PASSWORD_MESSAGE } from "./request-email-change.ts";

/** What each mailed link was for, in her words (the export's "Zweck"). */
const LINK_PURPOSES: Record<UserTokenPurpose, string> = {
  "confirm-email": "E-Mail-Adresse bestätigen",
  "reset-password": "Kennwort zurücksetzen",
  "change-email": "Neue E-Mail-Adresse bestätigen",
  notifications: "E-Mail-Benachrichtigungen bestätigen",
  "rate-order": "Händler bewerten",
  "invite-staff": "Einladung als Mitarbeiter eines Händlers",
  "claim-orders": "Gastbestellungen übernehmen",
};

/**
 * Decisions 0028 and 0046: what the account area holds about her, under the export's documented
 * keys — the account without its password hash, her address book, favourite dealers by name, her
 * sessions (one row per login, not per token rotation) and mailed links without their tokens. Nothing
 * that names someone else: not the support user who acted for her, not a dealer's id.
 */
export async function exportAccountData(deps: Pick<AccountDeps, "db" | "now">, userId: number): Promise<ExportTables> {
  const user = await currentUser(deps as AccountDeps, userId);
  const book = await deps.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const favourites = await deps.db
    .select({ name: dealers.name, createdAt: favouriteDealers.createdAt })
    .from(favouriteDealers)
    .innerJoin(dealers, eq(dealers.id, favouriteDealers.dealerId))
    .where(eq(favouriteDealers.userId, userId))
    .orderBy(asc(favouriteDealers.createdAt));
  const tokens = await deps.db
    .select({
      sessionId: refreshTokens.sessionId,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
      impersonated: refreshTokens.impersonatorUserId,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.createdAt), asc(refreshTokens.id));
  const sessions = new Map<string, typeof tokens>();
  for (const t of tokens) sessions.set(t.sessionId, [...(sessions.get(t.sessionId) ?? []), t]);
  const links = await deps.db
    .select({ purpose: userTokens.purpose, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(eq(userTokens.userId, userId))
    .orderBy(asc(userTokens.createdAt));
  const now = deps.now().getTime();
  return {
    Konto: [
      {
        Kundennummer: user.id,
        "E-Mail": user.email,
        "Neue E-Mail-Adresse (unbestätigt)": user.pendingEmail,
        Anrede: user.title1,
        Titel: user.title2,
        Vorname: user.firstName,
        Nachname: user.lastName,
        Telefon: user.phone,
        Land: exportCountry(user.countryId),
        Kontoart: user.isGuest ? "Gastkonto" : "Kundenkonto",
        "Kennwort gesetzt": Boolean(user.passwordHash),
        "Tankmonitoring (mex)": user.hasMexEnabled,
        "E-Mail bestätigt am": exportTime(user.emailConfirmedAt),
        "E-Mail-Benachrichtigungen bestätigt am": exportTime(user.newsletterConfirmedAt),
        "Angelegt am": exportTime(user.createdAt),
      },
    ],
    Adressen: book.map((a) => ({
      Adressnummer: a.id,
      Art: a.addressType === 1 ? "Lieferadresse" : "Rechnungsadresse",
      Anrede: a.title1,
      Titel: a.title2,
      Vorname: a.firstName,
      Nachname: a.lastName,
      Firma: a.companyName,
      Straße: a.street,
      Hausnummer: a.houseNumber,
      PLZ: a.zip,
      Ort: a.city,
      Telefon: a.phone,
      Land: exportCountry(a.countryId),
      "Angelegt am": exportTime(a.createdAt),
      "Gelöscht am": exportTime(a.deletedAt),
    })),
    Lieblingshändler: favourites.map((f) => ({ Händler: f.name, "Markiert am": exportTime(f.createdAt) })),
    Anmeldungen: [...sessions].map(([sessionId, rows]) => {
      const last = rows[rows.length - 1];
      return {
        Sitzung: sessionId,
        "Angemeldet am": exportTime(rows[0].createdAt),
        "Zuletzt erneuert am": exportTime(last.createdAt),
        "Gültig bis": exportTime(last.expiresAt),
        Beendet: last.revokedAt !== null || last.expiresAt.getTime() <= now,
        "Vertretung durch den Kundenservice": rows.some((r) => r.impersonated !== null),
      };
    }),
    Links: links.map((l) => ({
      Zweck: LINK_PURPOSES[l.purpose as UserTokenPurpose] ?? l.purpose,
      "Verschickt am": exportTime(l.createdAt),
      "Gültig bis": exportTime(l.expiresAt),
      "Benutzt am": exportTime(l.usedAt),
    })),
  };
}

export interface DeleteAccountHooks {
  /** Whether an order of hers is still under way (the orders area decides). */
  hasOpenOrders: (userId: number) => Promise<boolean>;
  /** Erases her data in the other areas (messages, alarms), inside the deletion's transaction. */
  eraseElsewhere: (tx: Db, userId: number) => Promise<void>;
}

/**
 * Deletes her account (decision 0028): password first; refused while an order is
 * under way. Her personal data is anonymised in one transaction — name, phone, address book, e-mail
 * address, password, favourites, mailed links, and the other areas' data through the hook — while her
 * orders stay as the law requires (commercial and tax records, 10 years). A mail to the old address
 * confirms; every session ends.
 */
export async function deleteAccount(
  deps: AccountDeps,
  caller: SessionCaller,
  input: { Password: string },
  hooks: DeleteAccountHooks,
): Promise<{ success: true; message: string }> {
  const user = await credentialOwner(deps, caller);
  const userId = user.id;
  if (!(await verifyPassword(input.Password, user.passwordHash)))
    throw new AppError("WRONG_PASSWORD", { field: "Password", message: WRONG_PASSWORD_MESSAGE });
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
