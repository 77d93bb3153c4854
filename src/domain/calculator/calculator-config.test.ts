import { describe, expect, it } from "vitest";
import {
  applyTarget,
  defaultCalculatorConfig,
  isDefaultPaymentId,
  offerListPath,
  parseBool,
  parseCalculatorQuery,
  parseOption,
  writeCalculatorQuery,
  type CalculatorConfig,
} from "./calculator-config.ts";

const de = () => defaultCalculatorConfig(1);

describe("§3/§9 calculator defaults", () => {
  it.each([
    [1, 1],
    [2, 6],
    [3, 12],
  ])("country %i: amount 3000, 1 station, product %i, parameters 5, 24, -2, 11, 9", (country, product) => {
    const c = defaultCalculatorConfig(country);
    expect(c.Amount).toBe(3000);
    expect(c.Stations).toBe(1);
    expect(c.Product).toEqual({ Id: product, ClimateNeutral: false });
    expect(c.Parameters.map((p) => p.Id)).toEqual([5, 24, -2, 11, 9]);
    expect(c.CountryId).toBe(country);
    expect(c.ProductGroupId).toBe(1);
  });
});

describe("§5 query parsing", () => {
  it("reads zipCode, amount, stations, product", () => {
    const c = parseCalculatorQuery("?zipCode=80331&amount=2500&stations=2&product=3", de());
    expect([c.ZipCode, c.Amount, c.Stations, c.Product.Id]).toEqual(["80331", 2500, 2, 3]);
  });

  it.each([
    ["zipCode=1010", "ZipCode", ""], // does not fit the German pattern
    ["zipCode=8033x", "ZipCode", ""],
    ["amount=viel", "Amount", 3000],
    ["amount=3.000", "Amount", 3000],
    ["amount=", "Amount", 3000],
    ["stations=zwei", "Stations", 1],
    ["product=abc", "Product", { Id: 1, ClimateNeutral: false }],
  ])("ignores %s", (query, field, expected) => {
    expect(parseCalculatorQuery(query, de())[field as keyof CalculatorConfig]).toEqual(expected);
  });

  it("a 4-digit zip is accepted on the Austrian site", () => {
    expect(parseCalculatorQuery("zipCode=1010", defaultCalculatorConfig(2)).ZipCode).toBe("1010");
  });

  it.each([
    ["23", { Id: 23 }],
    ["23~12", { Id: 23, Modifier: 12 }],
    ["23$12", { Id: 23, Modifier: 12 }],
    ["11$dt2026-12-01", { Id: 11, DesiredDate: "2026-12-01" }],
    ["-2", { Id: -2 }],
    ["x", null],
    ["", null],
  ])("option item %j", (item, expected) => {
    expect(parseOption(item)).toEqual(expected);
  });

  it("options replace the default parameters; bad items are skipped", () => {
    const c = parseCalculatorQuery("options=5,x,23~12,11$dt2026-12-01,-7", de());
    expect(c.Parameters).toEqual([{ Id: 5 }, { Id: 23, Modifier: 12 }, { Id: 11, DesiredDate: "2026-12-01" }, { Id: -7 }]);
  });

  it("a negative option id means the default payment", () => {
    expect(isDefaultPaymentId(-2)).toBe(true);
    expect(isDefaultPaymentId(24)).toBe(false);
  });

  it.each(["true", "yes", "ja", "1", "JA", "True"])("boolean %s is true", (v) => {
    expect(parseBool(v)).toBe(true);
    const c = parseCalculatorQuery(`cn=${v}&ap=${v}&openSettings=${v}`, de());
    expect([c.Cn, c.Product.ClimateNeutral, c.Ap, c.AppointmentPlus, c.InitialOpenedSettings]).toEqual([true, true, true, true, true]);
  });

  it.each(["false", "no", "nein", "0", "", "2"])("boolean %j is false", (v) => {
    expect(parseBool(v)).toBe(false);
  });
});

describe("§3/§5 query writing", () => {
  it("writes the keys in order", () => {
    expect(writeCalculatorQuery({ ...de(), ZipCode: "80331" })).toBe("zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9");
  });

  it("writes modifiers as id$modifier and dates as id$dt{date}", () => {
    const c = { ...de(), Parameters: [{ Id: 31 }, { Id: 7, Modifier: 40 }, { Id: 11, DesiredDate: "2026-12-24" }] };
    expect(writeCalculatorQuery(c)).toContain("options=31,7$40,11$dt2026-12-24");
  });

  it.each([
    [0, "23$6"],
    [0.5, "23$6"],
    [null, "23$6"],
    [12, "23$12"],
  ])("installment modifier %j is written as %s", (modifier, expected) => {
    expect(writeCalculatorQuery({ ...de(), Parameters: [{ Id: 23, Modifier: modifier }] })).toContain(`options=${expected}`);
  });

  it("writes cn and ap only when set", () => {
    const q = writeCalculatorQuery({ ...de(), Cn: true, Ap: true, Product: { Id: 1, ClimateNeutral: true } });
    expect(q).toMatch(/&cn=1&ap=1$/);
    expect(writeCalculatorQuery(de())).not.toMatch(/cn=|ap=/);
  });

  it.each<Partial<CalculatorConfig>>([
    { ZipCode: "80331" },
    { ZipCode: "10115", Amount: 12000, Stations: 3, Product: { Id: 2, ClimateNeutral: true }, Cn: true },
    {
      ZipCode: "20095",
      Parameters: [{ Id: 23, Modifier: 12 }, { Id: 31 }, { Id: 11, DesiredDate: "2027-01-15" }],
      Ap: true,
      AppointmentPlus: true,
    },
  ])("round trip %#", (patch) => {
    const config = { ...de(), ...patch };
    expect(parseCalculatorQuery(writeCalculatorQuery(config), de())).toEqual(config);
  });
});

describe("§2 calculator-bar targets", () => {
  const base = { ...de(), ZipCode: "80331", Stations: 3 };
  it("DEFAULT changes nothing", () => expect(applyTarget(base, "DEFAULT")).toEqual(base));
  it("CLIMATENEUTRAL marks the product climate neutral", () => {
    const c = applyTarget(base, "CLIMATENEUTRAL");
    expect([c.Cn, c.Product.ClimateNeutral]).toEqual([true, true]);
  });
  it("DIESEL switches to product group diesel", () => {
    const c = applyTarget(base, "DIESEL");
    expect(c.ProductGroupId).toBe(2);
    expect(offerListPath(c)).toMatch(/^\/diesel\/angebotsliste\?zipCode=80331&amount=3000/);
  });
  it("INSTALLMENT_12: one station, option 23 with modifier 12", () => {
    const c = applyTarget({ ...base, Parameters: [{ Id: 5 }, { Id: 23, Modifier: 6 }] }, "INSTALLMENT_12");
    expect(c.Stations).toBe(1);
    expect(c.Parameters).toEqual([{ Id: 5 }, { Id: 23, Modifier: 12 }]);
  });
  it("EXPRESS_24 is option 31, EXPRESS_48 option 1; one replaces the other", () => {
    const c24 = applyTarget(base, "EXPRESS_24");
    expect(c24.Parameters.at(-1)).toEqual({ Id: 31 });
    const c48 = applyTarget(c24, "EXPRESS_48");
    expect(c48.Parameters.filter((p) => p.Id === 31 || p.Id === 1)).toEqual([{ Id: 1 }]);
  });
  it("the offer list path of heating oil", () => {
    expect(offerListPath(base)).toBe("/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=3&product=1&options=5,24,-2,11,9");
  });
  it("does not mutate its input", () => {
    const copy = structuredClone(base);
    applyTarget(base, "INSTALLMENT_12");
    applyTarget(base, "CLIMATENEUTRAL");
    expect(base).toEqual(copy);
  });
});
