import { describe, expect, it } from "vitest";
import { parsePricePerBasis, priceAlarmInputSchema } from "./price-alarm.schemas.ts";

describe("the price alarm form (decision 0029)", () => {
  it.each([
    ["95", 9500],
    ["95,5", 9550],
    ["95,50", 9550],
    ["95.50 €", 9550],
    ["1200 CHF", 120000],
    ["0", null],
    ["95,555", null],
    ["abc", null],
    ["", null],
  ])("reads %j as %s", (text, minor) => {
    expect(parsePricePerBasis(text)).toBe(minor);
  });

  const base = { CountryId: 1, ProductGroupId: 1, ZipCode: "80331", Amount: "3000", TargetPrice: "95,50" };
  it("accepts a form and answers mistakes in German, per field", () => {
    expect(priceAlarmInputSchema.parse(base)).toMatchObject({ Amount: 3000, TargetPrice: 9550 });
    const bad = priceAlarmInputSchema.safeParse({ ...base, ZipCode: "8033", Amount: "50", TargetPrice: "viel", RisePrice: "90" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages.TargetPrice).toContain("Wunschpreis");
    expect(priceAlarmInputSchema.safeParse({ ...base, ZipCode: "8033" }).error?.issues[0].message).toBe(
      "Bitte geben Sie eine gültige Postleitzahl ein.",
    );
    expect(priceAlarmInputSchema.safeParse({ ...base, Amount: "50" }).error?.issues[0].message).toMatch(/^Die Menge muss zwischen/);
    expect(priceAlarmInputSchema.safeParse({ ...base, RisePrice: "90" }).error?.issues[0].message).toBe(
      "Die obere Preisgrenze muss über Ihrem Wunschpreis liegen.",
    );
  });
});
