/**
 * Legal texts of an order (docs/decisions/0007-checkout-and-orders.md, 0015). Each order stores the version
 * of the withdrawal notice and of the terms (/druckansicht/agb) the customer saw at the summary.
 *
 * Consumers in Germany and Austria have a 14-day right of withdrawal for goods bought online — for heating
 * oil too (BGH, 17 June 2015, VIII ZR 249/14: the price-fluctuation exception does not apply; Austria's FAGG
 * implements the same directive). Switzerland has no statutory right of withdrawal for online purchases:
 * Swiss orders show the contractual cancellation terms instead, never an EU withdrawal promise.
 */
import type { CountryId } from "../shared/countries.ts";

export const TERMS_PATH = "/druckansicht/agb";

export const WITHDRAWAL_NOTICE_VERSION = "widerruf-2026-11";
export const SWISS_CANCELLATION_VERSION = "storno-ch-2026-11";

export const WITHDRAWAL_NOTICE_TITLE = "Widerrufsbelehrung";

/** The notice with the dealer (seller and addressee of a withdrawal) filled in. */
export function withdrawalNotice(dealer: { name: string; address: string }): string[] {
  return [
    "Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Ware in Besitz genommen haben bzw. hat.",
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie den Händler ${dealer.name}, ${dealer.address}, mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.`,
    "Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, hat der Händler Ihnen alle Zahlungen, die er von Ihnen erhalten hat, einschließlich der Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei ihm eingegangen ist. Für diese Rückzahlung verwendet er dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben.",
    "Das Widerrufsrecht gilt für Verbraucherinnen und Verbraucher. Für Bestellungen von Unternehmen besteht kein Widerrufsrecht.",
  ];
}

/** The short version of the terms: "agb-" plus the first 12 hex digits of the SHA-256 of the text. */
export const TERMS_VERSION_PREFIX = "agb-";

export const WITHDRAWAL_FORM_TITLE = "Muster-Widerrufsformular";

/** The statutory model form (Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1 EGBGB; Austria: Anhang I Teil B FAGG), the dealer filled in. */
export function withdrawalForm(dealer: { name: string; address: string }): string[] {
  return [
    "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
    `– An ${dealer.name}, ${dealer.address}:`,
    "– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
    "– Bestellt am (*)/erhalten am (*)",
    "– Name des/der Verbraucher(s)",
    "– Anschrift des/der Verbraucher(s)",
    "– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
    "– Datum",
    "(*) Unzutreffendes streichen.",
  ];
}

/** Switzerland: the contractual terms that apply instead of a statutory withdrawal right. */
export function swissCancellationTerms(dealer: { name: string; address: string }): string[] {
  return [
    "In der Schweiz gibt es für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht. Für Ihre Bestellung gelten deshalb die folgenden vertraglichen Bedingungen.",
    `Stornierung vor der Auftragsbestätigung: Solange ${dealer.name} Ihre Bestellung noch nicht bestätigt hat, können Sie sie kostenlos stornieren – per E-Mail oder Brief an ${dealer.name}, ${dealer.address}, oder über unseren Kundenservice.`,
    "Nach der Auftragsbestätigung ist die Bestellung verbindlich. Eine spätere Stornierung ist nur im Einvernehmen mit dem Händler möglich; er kann die ihm entstandenen Kosten in Rechnung stellen.",
    "Ihre Rechte bei mangelhafter Lieferung (Gewährleistung nach Obligationenrecht) bleiben unberührt.",
  ];
}

export interface OrderLegalNotice {
  title: string;
  version: string;
  paragraphs: string[];
  /** The model withdrawal form, where there is a statutory right of withdrawal. */
  form: { title: string; lines: string[] } | null;
}

/** What the summary, the confirmation mail and the success page show about withdrawal, per country. */
export function orderLegalNotice(countryId: CountryId | number, dealer: { name: string; address: string }): OrderLegalNotice {
  if (countryId === 3)
    return {
      title: "Stornierung (vertragliche Regelung)",
      version: SWISS_CANCELLATION_VERSION,
      paragraphs: swissCancellationTerms(dealer),
      form: null,
    };
  return {
    title: WITHDRAWAL_NOTICE_TITLE,
    version: WITHDRAWAL_NOTICE_VERSION,
    paragraphs: withdrawalNotice(dealer),
    form: { title: WITHDRAWAL_FORM_TITLE, lines: withdrawalForm(dealer) },
  };
}

const SWISS_TERMS_SECTION = `## § 7 Stornierung
In der Schweiz besteht für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht. Bis zur Auftragsbestätigung des Händlers kann die Bestellung kostenlos storniert werden; danach ist sie verbindlich, und eine Stornierung ist nur im Einvernehmen mit dem Händler möglich, der die ihm entstandenen Kosten in Rechnung stellen kann. Die Einzelheiten stehen in der Bestellübersicht und der Bestellbestätigung.`;

/** The terms as a country's site shows them: the Swiss site has its cancellation section instead of § 7 Widerruf. */
export function termsForCountry(text: string, countryId: number): string {
  if (countryId !== 3) return text;
  return text.replace(/^## § 7 Widerruf\n[\s\S]*?(?=\n## |$)/m, SWISS_TERMS_SECTION);
}
