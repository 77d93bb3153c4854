import { describe, expect, it } from "vitest";
import { fillPrompt, PROMPTS, promptById, promptProblem } from "./prompts.ts";

const def = promptById("bestellung-eingang")!;

describe("prompts (decision 0066)", () => {
  it("every default is a valid text of its own prompt, and ids are unique", () => {
    for (const p of PROMPTS) expect(promptProblem(p, p.defaultText), p.id).toBeNull();
    expect(new Set(PROMPTS.map((p) => p.id)).size).toBe(PROMPTS.length);
  });

  it.each([
    ["Hallo {Vorname}, Ihre {Bestellnummer}.", null],
    ["", "Bitte geben Sie einen Text ein oder setzen Sie ihn auf den Standard zurück."],
    ["Hallo {Vorname", "Eine geschweifte Klammer ist nicht geschlossen. Platzhalter stehen so im Text: {Vorname}."],
    [
      "Hallo {Kundennummer}",
      "Den Platzhalter {Kundennummer} gibt es hier nicht. Erlaubt sind: {Vorname}, {Nachname}, {Bestellnummer}, {Händler}.",
    ],
    ["{a} {b} {a}", "Die Platzhalter {a}, {b} gibt es hier nicht. Erlaubt sind: {Vorname}, {Nachname}, {Bestellnummer}, {Händler}."],
  ])("%j → %j", (text, problem) => expect(promptProblem(def, text)).toBe(problem));

  it("fills placeholders and never leaves one in the text", () => {
    expect(fillPrompt("Danke, {Vorname}! {Händler} liefert. {Nachname}", { Vorname: "Erika", Händler: "Huber" })).toBe(
      "Danke, Erika! Huber liefert. ",
    );
  });
});
