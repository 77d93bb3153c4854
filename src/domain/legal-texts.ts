/**
 * Legal texts of an order (docs/decisions/0007-checkout-and-orders.md). Each order stores the version
 * of the withdrawal notice and of the terms (/druckansicht/agb) the customer saw at the summary.
 *
 * Consumers have a 14-day right of withdrawal for goods bought online — for heating oil too
 * (BGH, 17 June 2015, VIII ZR 249/14: the price-fluctuation exception does not apply).
 */

export const TERMS_PATH = "/druckansicht/agb";

export const WITHDRAWAL_NOTICE_VERSION = "widerruf-2026-01";

export const WITHDRAWAL_NOTICE_TITLE = "Widerrufsbelehrung";

/** The notice with the dealer (seller and addressee of a withdrawal) filled in. */
export function withdrawalNotice(dealer: { name: string; address: string }): string[] {
  return [
    "Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Ware in Besitz genommen haben bzw. hat.",
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie den Händler ${dealer.name}, ${dealer.address}, mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.`,
    "Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, hat der Händler Ihnen alle Zahlungen, die er von Ihnen erhalten hat, einschließlich der Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei ihm eingegangen ist. Für diese Rückzahlung verwendet er dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben.",
    "Das Widerrufsrecht gilt für Verbraucherinnen und Verbraucher. Für Bestellungen von Unternehmen besteht kein Widerrufsrecht.",
  ];
}

/** The short version of the terms: "agb-" plus the first 12 hex digits of the SHA-256 of the text. */
export const TERMS_VERSION_PREFIX = "agb-";
