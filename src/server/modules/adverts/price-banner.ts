import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate, formatNumber, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { DEFAULT_AMOUNT } from "../../../domain/shared/spec-constants.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { AdvertsNeeds } from "./adverts.needs.ts";

/** The banner's own look, scoped to its box like any slot's sheet (decision 0056). */
export const PRICE_BANNER_CSS = `
.preisbox{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;align-items:baseline;padding:.75rem 1rem;border:1px solid #c9d6e3;border-radius:.5rem;background:#f4f8fb;color:#1c2b39;height:100%;box-sizing:border-box}
.preisbox h2{font-size:1rem;margin:0;width:100%}
.preisbox p{margin:0}
.preisbox strong{font-size:1.35rem}
.preisbox small{color:#4a5a6a}`;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Spec §3 "Banner" as a slot type (decision 0068): for 3000 litres (spec default amount) of the country's
 * standard heating oil at the visitor's postcode (or the whole country without one), the unit and total price of
 * the cheapest offer, its time stamp and currency, and the quality data of the customers' ratings. Empty when
 * there is no offer: a banner without a price is no banner (spec §8). The mex tank snapshot of a signed-in
 * customer is not part of it: a slot's content is shared by every visitor of a postcode (decision 0059).
 */
export async function priceBannerHtml(needs: AdvertsNeeds, countryId: number, zipCode?: string): Promise<string> {
  const locale = localeById(countryId) ?? LOCALES.de;
  // Another country's postcode on this site: the country's price rather than an error.
  if (zipCode && !isValidZipFormat(zipCode, countryId)) zipCode = undefined;
  const [best, quality] = await Promise.all([
    needs.calculator.bestPrice({ countryId, amount: DEFAULT_AMOUNT, zipCode }),
    needs.site.reviewQuality(locale.trustedShopsId).catch(() => null),
  ]);
  if (best.UnitPrice === null || best.TotalPrice === null) return "";
  const basis = amountRules(1).basisLabel;
  const where = zipCode ? ` für PLZ ${escapeText(zipCode)}` : "";
  const rating =
    quality && quality.ActiveReviewCount > 0
      ? `<p><small>Kundenbewertung ${formatNumber(quality.OverallMark, "oneDigit", locale)} von 5 (${escapeText(quality.OverallMarkDescriptionGUILang)}), ${formatQuantity(quality.ActiveReviewCount, locale)} Bewertungen in ${quality.ActivePeriodInDays} Tagen</small></p>`
      : `<p><small>Kundenbewertung: ${escapeText(quality?.OverallMarkDescriptionGUILang ?? "Keine Daten")}</small></p>`;
  return [
    `<div class="preisbox">`,
    `<h2>Heizölpreis heute${where}</h2>`,
    `<p><strong>${formatPrice(best.UnitPrice, locale)}</strong> je ${basis}</p>`,
    `<p>${formatQuantity(best.Amount, locale)} Liter: ${formatPrice(best.TotalPrice, locale)}</p>`,
    `<p><small>Stand ${formatDate(best.TimeStamp, "shortDT", locale, locale.timeZone)} Uhr, Preise in ${escapeText(best.Currency)}</small></p>`,
    rating,
    `</div>`,
  ].join("");
}
