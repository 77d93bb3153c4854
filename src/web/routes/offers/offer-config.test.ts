import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { enteredSearch, offerConfigFromRequest, offerQueryProblems, redirectToSpecQuery } from "./offer-config.ts";

const de = LOCALES.de;
const request = (query: string, group = "heizoel") => new Request(`http://de.localhost/${group}/angebotsliste?${query}`);

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe("offer list query from a form without JavaScript (decision 0014)", () => {
  it("reads a grouped amount as the number", () => {
    expect(offerConfigFromRequest("heizoel", request("zipCode=80331&amount=3.000"), de).config.Amount).toBe(3000);
  });

  it("validates postcode and amount as typed, in German", () => {
    const problems = (query: string) => {
      const req = request(query);
      return offerQueryProblems(enteredSearch(req, offerConfigFromRequest("heizoel", req, de).config), de, 1);
    };
    expect(problems("zipCode=80331&amount=3000")).toEqual([]);
    expect(problems("zipCode=&amount=3000")).toEqual(["Bitte geben Sie Ihre Postleitzahl ein."]);
    expect(problems("zipCode=1010&amount=400")).toEqual([
      "Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen.",
      "Die Mindestmenge beträgt 500 Liter.",
    ]);
    expect(problems("zipCode=80331&amount=40000")).toEqual(["Die Höchstmenge beträgt 32.000 Liter."]);
    expect(problems("zipCode=80331&amount=2500,5")).toEqual(["Bitte geben Sie die Menge als ganze Zahl ohne Komma ein, z. B. 2.500."]);
    expect(problems("zipCode=80331&amount=")).toEqual(["Bitte geben Sie die gewünschte Menge in Litern ein."]);
  });

  it("applies the hero's target and normalises the amount by a redirect to the spec's query", () => {
    const redirectOf = (query: string) => {
      const req = request(query);
      const err = thrown(() => redirectToSpecQuery(req, offerConfigFromRequest("heizoel", req, de).config));
      return err instanceof Response ? err.headers.get("Location") : null;
    };
    expect(redirectOf("zipCode=80331&amount=3000&stations=1")).toBeNull();
    expect(redirectOf("zipCode=10115&amount=3.000&target=DIESEL")).toBe(
      "/diesel/angebotsliste?zipCode=10115&amount=3000&stations=1&product=4&options=5%2C24%2C-2%2C11%2C9",
    );
    expect(redirectOf("zipCode=1010&amount=3000&target=CLIMATENEUTRAL")).toMatch(
      /^\/heizoel\/angebotsliste\?zipCode=1010&amount=3000&.*cn=1$/,
    );
    expect(redirectOf("zipCode=80331&amount=abc&target=DEFAULT")).toMatch(/zipCode=80331&amount=abc&/);
    expect(redirectOf("zipCode=80331&amount=2.500")).toMatch(/^\/heizoel\/angebotsliste\?zipCode=80331&amount=2500&/);
  });
});
