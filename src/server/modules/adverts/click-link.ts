import { createHmac, timingSafeEqual } from "node:crypto";

/** Which advert of which campaign was clicked in which slot: all a click counts, nothing of the visitor. */
export interface ClickRef {
  campaignId: number;
  slotId: number;
  advertId: number;
}

/**
 * The signed click link (decision 0068): `/api/iam/click/{campaign}.{slot}.{advert}.{signature}`. The
 * signature (HMAC-SHA256 with a key derived from the app's secret) means nobody can count clicks for a
 * campaign by making up links, and the link names no target: the redirect goes to the advert's own
 * target from the database, so it can never send a visitor to an address someone put into a URL.
 */
export function clickLinks(secret: string) {
  const key = createHmac("sha256", secret).update("advert-click-link").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
  return {
    path(ref: ClickRef): string {
      const payload = `${ref.campaignId}.${ref.slotId}.${ref.advertId}`;
      return `/api/iam/click/${payload}.${sign(payload)}`;
    },
    verify(token: string): ClickRef | null {
      const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}.${match[3]}`));
      const given = Buffer.from(match[4]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { campaignId: Number(match[1]), slotId: Number(match[2]), advertId: Number(match[3]) };
    },
  };
}

/**
 * Every link of an advert's cleaned HTML leads through `href` (the click link, or the advert's own target).
 * The HTML came out of the sanitiser (decision 0056), so every attribute is double-quoted and a `>` inside a
 * value is escaped: the pattern cannot reach from one tag into another.
 */
export function withLinksTo(cleanHtml: string, href: string): string {
  const safe = href.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return cleanHtml.replace(/<a\b[^>]*>/g, (tag) =>
    /\shref="/.test(tag) ? tag.replace(/\shref="[^"]*"/, ` href="${safe}"`) : tag.replace(/^<a\b/, `<a href="${safe}"`),
  );
}
