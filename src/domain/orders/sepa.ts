/**
 * SEPA direct debit: IBAN check (ibantools; checksum and national length) for Germany, Austria and
 * Switzerland, the mandate text the customer accepts, and the creditor identifier of a demo dealer.
 * Pure: the payment form checks as you type, the server checks again before storing.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";

export const IBAN_COUNTRIES: Record<string, { name: string; length: number }> = {
  DE: { name: "Deutschland", length: 22 },
  AT: { name: "Österreich", length: 20 },
  CH: { name: "der Schweiz", length: 21 },
};

export type IbanCheck = { ok: true; iban: string } | { ok: false; message: string };

/** Checks an IBAN as typed (spaces and lower case allowed); the result is the electronic format. */
export function checkIban(input: string): IbanCheck {
  const raw = (input ?? "").trim();
  if (!raw) return { ok: false, message: "Bitte geben Sie Ihre IBAN ein." };
  if (!/^[A-Za-z0-9 ]+$/.test(raw)) return { ok: false, message: "Die IBAN darf nur Buchstaben und Ziffern enthalten." };
  const iban = electronicFormatIBAN(raw) ?? "";
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return { ok: false, message: "Eine IBAN beginnt mit dem Länderkürzel und zwei Prüfziffern, z. B. DE89 …" };
  const country = IBAN_COUNTRIES[iban.slice(0, 2)];
  if (!country) return { ok: false, message: "Bitte geben Sie eine IBAN aus Deutschland, Österreich oder der Schweiz an." };
  if (iban.length !== country.length)
    return { ok: false, message: `Eine IBAN aus ${country.name} hat ${country.length} Zeichen, Ihre Eingabe hat ${iban.length}.` };
  const result = validateIBAN(iban);
  if (!result.valid) {
    if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
      return { ok: false, message: "Die IBAN hat ein ungültiges Format. Bitte prüfen Sie Ihre Eingabe." };
    return { ok: false, message: "Die Prüfziffer der IBAN stimmt nicht. Bitte prüfen Sie Ihre Eingabe." };
  }
  return { ok: true, iban };
}

/** "DE89 3704 0044 0532 0130 00". */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * The one form an IBAN takes outside the order itself (mails to the customer, pages, logs; decision
 * 0012): country, check digits, bullets and the last four characters, "DE89 •••• 3000". The length is
 * not shown either. Anything too short to be an IBAN is bullets only.
 */
export function maskIban(iban: string): string {
  const e = (electronicFormatIBAN(iban) ?? iban).replace(/\s+/g, "").toUpperCase();
  if (e.length < 12) return "••••";
  return `${e.slice(0, 4)} •••• ${e.slice(-4)}`;
}

export function checkAccountHolder(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = (input ?? "").trim().replace(/\s+/g, " ");
  if (!value) return { ok: false, message: "Bitte geben Sie den Namen der Kontoinhaberin oder des Kontoinhabers ein." };
  if (value.length < 3 || value.length > 70)
    return { ok: false, message: "Der Name der Kontoinhaberin oder des Kontoinhabers muss 3 bis 70 Zeichen lang sein." };
  return { ok: true, value };
}

/** Creditor identifier check digits: ISO 7064 mod 97-10 over national id + country + "00" (as for IBANs). */
function creditorCheckDigits(country: string, nationalId: string): string {
  const digits = `${nationalId}${country}00`
    .toUpperCase()
    .split("")
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join("");
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return String(98 - rest).padStart(2, "0");
}

/**
 * The creditor identifier (Gläubiger-Identifikationsnummer) of a demo dealer: "DE", check digits, the
 * business code "ZZZ" and an 11-digit national id built from the dealer id. Real dealers would store theirs.
 */
export function creditorIdForDealer(dealerId: number): string {
  const nationalId = `0${String(dealerId).padStart(10, "0")}`;
  return `DE${creditorCheckDigits("DE", nationalId)}ZZZ${nationalId}`;
}

/** The sandbox installment provider collects provider-SEPA debits under its own creditor id. */
export const PROVIDER_CREDITOR = {
  name: "Sandbox Finanzierungspartner GmbH",
  id: `DE${creditorCheckDigits("DE", "00000999999")}ZZZ00000999999`,
};

/** Allowed characters of a mandate reference (SEPA: max. 35, A–Z, 0–9 and a few signs); ours are A–Z, 0–9, "-". */
export function isMandateReference(ref: string): boolean {
  return /^[A-Z0-9-]{6,35}$/.test(ref);
}

export interface MandateTextInput {
  creditorName: string;
  creditorId: string;
  mandateReference: string;
  accountHolder: string;
  iban: string;
}

/** The German SEPA core direct debit mandate text; stored with the order exactly as the customer saw it. */
export function sepaMandateText(m: MandateTextInput): string {
  return [
    "SEPA-Lastschriftmandat",
    `Zahlungsempfänger: ${m.creditorName}, Gläubiger-Identifikationsnummer: ${m.creditorId}`,
    `Mandatsreferenz: ${m.mandateReference}`,
    `Ich ermächtige ${m.creditorName}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${m.creditorName} auf mein Konto gezogenen Lastschriften einzulösen.`,
    "Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.",
    `Kontoinhaber/in: ${m.accountHolder}, IBAN: ${formatIban(m.iban)}`,
    "Die Vorabankündigung (Pre-Notification) erfolgt spätestens einen Tag vor dem Einzug mit der Rechnung.",
  ].join("\n");
}
