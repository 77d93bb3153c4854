import { and, eq, isNull, ne } from "drizzle-orm";
import { users } from "../../../db/schema/accounts.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { renderMail, salutation } from "../../platform/mail/mail-layout.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { currentCustomer } from "./guards.ts";
import { consumeMailToken, createMailToken, siteOrigin } from "./mail-token.ts";

/**
 * Taking over her guest orders (decision 0028): orders she placed as a guest with the
 * address of her account become hers once she opens the link mailed to that address — the mail proves
 * the address is hers. The guest rows keep their orders and get `claimed_by_user_id`.
 */
export async function unclaimedGuestIds(deps: Pick<AccountDeps, "db">, userId: number): Promise<number[]> {
  const [me] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!me) return [];
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, me.email), eq(users.isGuest, true), isNull(users.claimedByUserId), ne(users.id, userId)));
  return rows.map((r) => r.id);
}

export async function requestGuestOrderTakeover(
  deps: AccountDeps,
  userId: number,
  siteCountryId: number,
): Promise<{ success: true; message: string }> {
  const user = await currentCustomer(deps, userId);
  const token = await createMailToken(deps, user.id, "claim-orders");
  const url = `${siteOrigin(deps, siteCountryId)}/kunde/bestellungen/uebernehmen/${token}`;
  const mail = renderMail("Ihre Gastbestellungen in Ihr Kundenkonto übernehmen", {
    greeting: salutation(user),
    blocks: [
      "Sie haben bei uns auch als Gast mit dieser E-Mail-Adresse bestellt. Mit einem Klick übernehmen Sie diese Bestellungen in Ihr Kundenkonto und sehen dort ihren Lieferstatus.",
    ],
    action: { label: "Bestellungen übernehmen", url },
    after: ["Der Link ist zwei Tage gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach."],
  });
  await sendMailSafely(deps, { to: user.email, template: "claim-orders", countryId: siteCountryId, ...mail });
  return {
    success: true,
    message: `Wir haben Ihnen einen Link an ${user.email} geschickt. Öffnen Sie ihn, um die Bestellungen zu übernehmen.`,
  };
}

export async function claimGuestOrders(deps: AccountDeps, userId: number, token: string): Promise<{ claimed: number }> {
  const row = await consumeMailToken(deps, token, ["claim-orders"]);
  // The link belongs to the account it was sent for: opened while logged in as somebody else, it does nothing.
  if (row.userId !== userId) throw new AppError("LINK_INVALID");
  const ids = await unclaimedGuestIds(deps, userId);
  for (const id of ids)
    await deps.db
      .update(users)
      .set({ claimedByUserId: userId })
      .where(and(eq(users.id, id), isNull(users.claimedByUserId)));
  return { claimed: ids.length };
}
