/**
 * Delivery and invoice addresses of a checkout (spec §3 "Order addresses"; address lists of
 * GET /api/common/address). Pure: the address form checks with it, the server checks again.
 */
import { countrySpelling } from "../shared/country-texts.ts";
import { z } from "zod";
import { LOCALES, localeById } from "../shared/countries.ts";
import { personNameProblem } from "./person-name.ts";
import { isValidZipFormat } from "../location/postcode.ts";

/** Title1List (salutation) and Title2List (academic title) of GET /api/common/address. */
export const TITLE1_LIST = [
  { Id: "Frau", DisplayName: "Frau" },
  { Id: "Herr", DisplayName: "Herr" },
  { Id: "", DisplayName: "Keine Angabe" },
] as const;
export const TITLE2_LIST = [
  { Id: "", DisplayName: "Kein Titel" },
  { Id: "Dr.", DisplayName: "Dr." },
  { Id: "Prof.", DisplayName: "Prof." },
  { Id: "Prof. Dr.", DisplayName: "Prof. Dr." },
] as const;
export const COUNTRY_LIST = Object.values(LOCALES).map((l) => ({ Id: l.countryId, DisplayName: l.countryName, Iso: l.iso }));

const text = (max: number) => z.string().max(max).default("");

/** An address as forms and the API send it (PascalCase like the spec). Content rules: checkAddress. */
export const orderAddressSchema = z.object({
  Title1: text(20),
  Title2: text(20),
  FirstName: text(60),
  LastName: text(60),
  CompanyName: text(100),
  Street: text(100),
  HouseNumber: text(15),
  ZipCode: text(10),
  City: text(80),
  Phone: text(30),
});

export type OrderAddressInput = z.infer<typeof orderAddressSchema>;

export interface AddressRules {
  countryId: number;
  /** The offer's postcode: the price was calculated for it, so the delivery must go there. */
  requiredZip?: string;
  allowCompany: boolean;
  requirePhone: boolean;
}

const PHONE = /^\+?[0-9 ()/-]{6,30}$/;

export function normaliseAddress(a: OrderAddressInput): OrderAddressInput {
  const t = (s: string) => s.trim().replace(/\s+/g, " ");
  return {
    Title1: t(a.Title1),
    Title2: t(a.Title2),
    FirstName: t(a.FirstName),
    LastName: t(a.LastName),
    CompanyName: t(a.CompanyName),
    Street: t(a.Street),
    HouseNumber: t(a.HouseNumber),
    ZipCode: t(a.ZipCode),
    City: t(a.City),
    Phone: t(a.Phone),
  };
}

/** German messages per field; an empty object means the address is fine. */
export function checkAddress(input: OrderAddressInput, rules: AddressRules): Record<string, string> {
  const a = normaliseAddress(input);
  const errors: Record<string, string> = {};
  const locale = localeById(rules.countryId);
  if (a.Title1 && !TITLE1_LIST.some((t) => t.Id === a.Title1)) errors.Title1 = "Bitte wählen Sie eine Anrede aus der Liste.";
  if (a.Title2 && !TITLE2_LIST.some((t) => t.Id === a.Title2)) errors.Title2 = "Bitte wählen Sie einen Titel aus der Liste.";
  // The one name rule (src/domain/orders/person-name.ts, decision 0038).
  const first = personNameProblem("first", a.FirstName, "Bitte geben Sie Ihren Vornamen ein.");
  if (first) errors.FirstName = first;
  const last = personNameProblem("last", a.LastName, "Bitte geben Sie Ihren Nachnamen ein.");
  if (last) errors.LastName = last;
  if (a.CompanyName && !rules.allowCompany) errors.CompanyName = "Eine Firmenadresse ist hier nicht möglich.";
  if (!a.Street) errors.Street = "Bitte geben Sie die Straße ein.";
  else if (a.Street.length < 3) errors.Street = "Bitte geben Sie den vollständigen Straßennamen ein.";
  if (!a.HouseNumber) errors.HouseNumber = "Bitte geben Sie die Hausnummer ein.";
  else if (!/^\d/.test(a.HouseNumber)) errors.HouseNumber = "Die Hausnummer beginnt mit einer Ziffer.";
  if (!a.ZipCode) errors.ZipCode = "Bitte geben Sie die Postleitzahl ein.";
  else if (!isValidZipFormat(a.ZipCode, rules.countryId))
    errors.ZipCode = `Die Postleitzahl muss ${locale?.countryNameWithArticle ?? "hier"} aus ${locale?.zipLength ?? 5} Ziffern bestehen.`;
  else if (rules.requiredZip && a.ZipCode !== rules.requiredZip)
    errors.ZipCode = `Ihr Angebot wurde für die Postleitzahl ${rules.requiredZip} berechnet. Für eine andere Postleitzahl berechnen Sie bitte ein neues Angebot.`;
  if (!a.City) errors.City = "Bitte geben Sie den Ort ein.";
  if (rules.requirePhone && !a.Phone) errors.Phone = "Bitte geben Sie eine Telefonnummer für Rückfragen zur Lieferung an.";
  else if (a.Phone && !PHONE.test(a.Phone)) errors.Phone = "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten.";
  if (locale) for (const k of Object.keys(errors)) errors[k] = countrySpelling(errors[k], locale);
  return errors;
}

/** One line for summaries: "Dr. Erika Mustermann, Musterfirma GmbH, Hauptstr. 5, 80331 München". */
export function addressLine(
  a: Pick<OrderAddressInput, "Title2" | "FirstName" | "LastName" | "CompanyName" | "Street" | "HouseNumber" | "ZipCode" | "City">,
): string {
  const name = [a.Title2, a.FirstName, a.LastName].filter(Boolean).join(" ");
  return [name, a.CompanyName, `${a.Street} ${a.HouseNumber}`.trim(), `${a.ZipCode} ${a.City}`.trim()].filter(Boolean).join(", ");
}

/** Two addresses are the same entry of the address book when every field matches. */
export function sameAddress(a: OrderAddressInput, b: OrderAddressInput): boolean {
  const x = normaliseAddress(a);
  const y = normaliseAddress(b);
  return (Object.keys(x) as (keyof OrderAddressInput)[]).every((k) => x[k].toLowerCase() === y[k].toLowerCase());
}
