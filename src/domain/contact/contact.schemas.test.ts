import { describe, expect, it } from "vitest";
import { contactListQuery, contactRequestInput, contactTopicLabel, CONTACT_LIMITS, CONTACT_TOPICS } from "./contact.schemas.ts";
import { canonicalContactReference, formatContactReference, parseContactReference } from "./contact-reference.ts";
import { contactStateOfSlug, contactTransition, CONTACT_STATES } from "./contact-states.ts";

const base = {
  Topic: "lieferung",
  Message: "Mein Heizöl ist noch nicht angekommen, bitte um Rückmeldung.",
  Email: "erika@example.org",
  GateToken: "t",
};
const fieldError = (patch: Record<string, unknown>) => {
  const r = contactRequestInput.safeParse({ ...base, ...patch });
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

/** The contact form's rules (decision 0042), field by field. */
describe("the contact form's input", () => {
  it("takes a visitor's request and tidies it", () => {
    const parsed = contactRequestInput.parse({
      ...base,
      Message: "  Zeile eins\r\nZeile zwei, und noch etwas mehr Text.  ",
      Email: " Erika@Example.ORG ",
      OrderNumber: " hm-2026-000123 ",
      Name: "",
      GateNumber: "",
      Homepage: "",
    });
    expect(parsed).toMatchObject({
      Topic: "lieferung",
      Message: "Zeile eins\nZeile zwei, und noch etwas mehr Text.",
      Email: "erika@example.org",
      OrderNumber: "HM-2026-000123",
    });
    expect(parsed.Name).toBeUndefined();
    expect(parsed.GateNumber).toBeUndefined();
  });

  it.each([
    ["no topic", { Topic: "" }, "Topic", "Bitte wählen Sie ein Thema."],
    ["an unknown topic", { Topic: "werbung" }, "Topic", "Bitte wählen Sie ein Thema."],
    [
      "a message that is too short",
      { Message: "Hallo?" },
      "Message",
      `Bitte beschreiben Sie Ihr Anliegen in mindestens ${CONTACT_LIMITS.messageMin} Zeichen.`,
    ],
    [
      "a message of spaces",
      { Message: " ".repeat(50) },
      "Message",
      `Bitte beschreiben Sie Ihr Anliegen in mindestens ${CONTACT_LIMITS.messageMin} Zeichen.`,
    ],
    [
      "a message that is too long",
      { Message: "x".repeat(CONTACT_LIMITS.messageMax + 1) },
      "Message",
      "Ihre Nachricht darf höchstens 4.000 Zeichen lang sein.",
    ],
    [
      "a message with NUL",
      { Message: "Eine Nachricht mit \u0000 mittendrin, lang genug." },
      "Message",
      "Dieses Feld enthält ein unzulässiges Zeichen.",
    ],
    [
      "a message with a lone surrogate",
      { Message: "Eine Nachricht mit \uD800 mittendrin, lang genug." },
      "Message",
      "Dieses Feld enthält ein unzulässiges Zeichen.",
    ],
    [
      "an order number of another shape",
      { OrderNumber: "123456" },
      "OrderNumber",
      "Bitte geben Sie die Bestellnummer wie in Ihrer Bestellbestätigung an, z. B. HM-2026-000123.",
    ],
    [
      "an order number with a formula",
      { OrderNumber: "=HM-2026-000123" },
      "OrderNumber",
      "Bitte geben Sie die Bestellnummer wie in Ihrer Bestellbestätigung an, z. B. HM-2026-000123.",
    ],
    ["an e-mail address without @", { Email: "erika.example.org" }, "Email", "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
    [
      "a name with a link",
      { Name: "Gewinn http://spam.example" },
      "Name",
      "Bitte geben Sie nur Ihren Namen an (Buchstaben, Leerzeichen, Punkt, Bindestrich).",
    ],
    [
      "a name with markup",
      { Name: "<b>Erika</b>" },
      "Name",
      "Bitte geben Sie nur Ihren Namen an (Buchstaben, Leerzeichen, Punkt, Bindestrich).",
    ],
    ["a name that is too long", { Name: "A".repeat(CONTACT_LIMITS.nameMax + 1) }, "Name", "Ihr Name darf höchstens 80 Zeichen lang sein."],
    ["no gate token", { GateToken: undefined }, "GateToken", "Bitte laden Sie die Seite neu."],
  ])("refuses %s in German", (_name, patch, field, message) => {
    expect(fieldError(patch)?.[field]).toBe(message);
  });

  it.each([
    ["markup in the message (shown as text later)", { Message: "<script>alert(1)</script> und <b>fett</b>, bitte prüfen." }],
    ["a formula in the message", { Message: '=HYPERLINK("http://evil.example","Klick") bitte ansehen' }],
    ["a name with umlauts, hyphen, apostrophe and a title", { Name: "Dr. Anna-Lena O'Brien-Müller" }],
    ["no e-mail address (a signed-in customer writes from her account's)", { Email: "" }],
    ["the largest message", { Message: "x".repeat(CONTACT_LIMITS.messageMax) }],
  ])("accepts %s", (_name, patch) => {
    expect(fieldError(patch)).toBeNull();
  });

  it("has the topics of the brief, each labelled once", () => {
    expect(CONTACT_TOPICS.map((t) => t.label)).toEqual([
      "Bestellung",
      "Lieferung",
      "Rechnung/Zahlung",
      "Kundenkonto",
      "Tanksensor (mex)",
      "Händler werden",
      "Sonstiges",
    ]);
    expect(contactTopicLabel("rechnung")).toBe("Rechnung/Zahlung");
  });

  it("the queue's query: a known state, a search, a page", () => {
    expect(contactListQuery.parse({})).toEqual({ q: "", page: 1 });
    expect(contactListQuery.parse({ state: "assigned", page: "2", q: " KA-2026-000001 " })).toEqual({
      state: "assigned",
      page: 2,
      q: "KA-2026-000001",
    });
    expect(contactListQuery.safeParse({ state: "offen" }).error?.issues[0].message).toBe("Unbekannter Status.");
  });
});

describe("reference numbers", () => {
  it("are the id with the year of arrival in Berlin", () => {
    expect(formatContactReference(42, new Date("2026-03-10T09:00:00Z"))).toBe("KA-2026-000042");
    // New Year's Eve 23:30 UTC is already the next year in Berlin.
    expect(formatContactReference(1234567, new Date("2026-12-31T23:30:00Z"))).toBe("KA-2027-1234567");
  });
  it.each([
    ["KA-2026-000042", { id: 42, year: 2026 }],
    [" ka-2026-000042 ", { id: 42, year: 2026 }],
    ["KA-2026-42", null],
    ["HM-2026-000042", null],
    ["KA-2026-0000000000", null],
  ])("reads %j", (text, expected) => {
    expect(parseContactReference(text)).toEqual(expected);
    expect(canonicalContactReference(text)).toBe(expected ? `KA-${expected.year}-${String(expected.id).padStart(6, "0")}` : null);
  });
});

describe("a request's states", () => {
  it.each([
    ["new", "assign", "assigned"],
    ["assigned", "assign", "assigned"],
    ["answered", "assign", "answered"],
    ["new", "answer", "answered"],
    ["assigned", "answer", "answered"],
    ["answered", "answer", "answered"],
    ["new", "close", "closed"],
    ["answered", "close", "closed"],
    ["closed", "assign", null],
    ["closed", "answer", null],
    ["closed", "close", null],
  ] as const)("%s + %s → %s", (state, action, next) => {
    expect(contactTransition(state, action)).toBe(next);
  });
  it("the URL's German names", () => {
    expect(
      CONTACT_STATES.map((s) =>
        contactStateOfSlug({ new: "neu", assigned: "zugewiesen", answered: "beantwortet", closed: "geschlossen" }[s]),
      ),
    ).toEqual([...CONTACT_STATES]);
    expect(contactStateOfSlug("offen")).toBeUndefined();
  });
});
