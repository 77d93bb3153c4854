/** German price alarm mails (decision 0029); the layout is the one mail renderer's. */
import { localeById } from "../../../domain/shared/countries.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { renderMail, type MailContent } from "../../platform/mail/mail-layout.ts";
import type { PriceAlarmRow } from "./price-alarm.repo.ts";

export function alarmSummary(a: Pick<PriceAlarmRow, "countryId" | "productGroupId" | "amount" | "zip">): string {
  const locale = localeById(a.countryId)!;
  const group = a.productGroupId <= 2 ? (a.productGroupId === 1 ? "Heizöl" : "Diesel") : a.productGroupId === 5 ? "AdBlue" : "Holzpellets";
  return `${formatQuantity(a.amount, locale)} ${amountRules(a.productGroupId).unitLabel} ${group} für ${a.zip}`;
}

const perBasis = (a: Pick<PriceAlarmRow, "countryId" | "productGroupId">, minor: number) =>
  `${formatPrice(minor, localeById(a.countryId)!)} je ${amountRules(a.productGroupId).basisLabel}`;

export function alarmOptInMail(a: PriceAlarmRow, confirmUrl: string, unsubscribeUrl: string): MailContent {
  return renderMail("Bitte bestätigen Sie Ihren Preiswecker", {
    greeting: "Guten Tag",
    blocks: [
      `Sie möchten benachrichtigt werden, sobald ${alarmSummary(a)} ${perBasis(a, a.belowPerBasis)} oder weniger kostet${a.abovePerBasis ? ` (oder ${perBasis(a, a.abovePerBasis)} und mehr)` : ""}.`,
      "Damit niemand Ihre Adresse ohne Ihr Einverständnis einträgt, bestätigen Sie den Preiswecker bitte mit einem Klick:",
    ],
    action: { label: "Preiswecker bestätigen", url: confirmUrl },
    after: [
      `Ohne Ihre Bestätigung senden wir Ihnen nichts. Falls Sie das nicht waren, ignorieren Sie diese E-Mail oder löschen Sie den Eintrag: ${unsubscribeUrl}`,
    ],
  });
}

export function alarmHitMail(
  a: PriceAlarmRow,
  direction: "below" | "above",
  price: number,
  offersUrl: string,
  unsubscribeUrl: string,
): MailContent {
  const subject =
    direction === "below"
      ? `Preiswecker: ${alarmSummary(a)} jetzt ${perBasis(a, price)}`
      : `Preiswecker: ${alarmSummary(a)} über ${perBasis(a, a.abovePerBasis ?? price)}`;
  return renderMail(subject, {
    greeting: "Guten Tag",
    blocks: [
      direction === "below"
        ? `gute Nachricht: Das günstigste Angebot für ${alarmSummary(a)} kostet jetzt ${perBasis(a, price)} und liegt damit bei oder unter Ihrem Wunschpreis von ${perBasis(a, a.belowPerBasis)}.`
        : `der Preis steigt: Das günstigste Angebot für ${alarmSummary(a)} kostet jetzt ${perBasis(a, price)} und liegt damit bei oder über Ihrer Grenze von ${perBasis(a, a.abovePerBasis ?? price)}.`,
      "Preise ändern sich täglich. Hier sehen Sie alle aktuellen Angebote für Ihre Menge und bestellen direkt:",
    ],
    action: { label: "Angebote ansehen", url: offersUrl },
    after: [
      "Wir melden uns erst wieder, wenn der Preis Ihre Grenze erneut überschreitet – nicht jeden Tag.",
      `Preiswecker abbestellen (ein Klick): ${unsubscribeUrl}`,
    ],
  });
}
