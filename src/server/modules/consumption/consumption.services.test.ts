import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

/** The consumption comparison's steps on the server (decision 0070): checked, kept, in order, per site. */
describe.each(testDatabases())("consumption comparison on $name", (kind) => {
  const ctx = withTestApp(kind);
  const save = (token: string | null, step: number, values: Record<string, string>, countryId = 1) =>
    ctx.app.services.consumption.saveStep({ token, countryId, step, values });

  it("walks the four steps to the result: 150 m², hot water with oil, 2,650 l a year in 80331 is 'erhöht'", async () => {
    const first = await save(null, 1, { BuildingType: "haus", BuildingM2: "150" });
    if (!("token" in first)) throw new Error(first.problem.message);
    const { token } = first;
    expect(first.next).toBe(2);
    expect(await save(token, 2, { BuildYear: "1984", Persons: "4", HotWater: "oel" })).toEqual({ token, next: 3 });
    expect(await save(token, 3, { Mode: "jahr", Litres: "2650" })).toEqual({ token, next: 4 });
    expect(await save(token, 4, { ZipCode: "80331" })).toEqual({ token, next: 5 });
    const answers = await ctx.app.services.consumption.answers(token, 1);
    expect(ctx.app.services.consumption.result(answers, 1)).toMatchObject({
      kwhPerM2: 177,
      consumptionClass: "erhöht",
      litresPerYear: 2650,
    });
    // The answers belong to the site they were given on.
    expect(await ctx.app.services.consumption.answers(token, 2)).toEqual({});
  });

  it.each([
    [1, { BuildingType: "haus", BuildingM2: "0" }, "BuildingM2", "mindestens 20"],
    [1, { BuildingType: "haus", BuildingM2: "10000" }, "BuildingM2", "höchstens 9.999"],
    [1, { BuildingType: "schloss", BuildingM2: "150" }, "BuildingType", "Einfamilienhaus"],
    [1, { BuildingType: "haus", BuildingM2: "<b>1</b>" }, "BuildingM2", "als Zahl"],
    [1, { BuildingType: "haus", BuildingM2: "1e308" }, "BuildingM2", "als ganze Zahl"],
    [1, { BuildingType: "haus\u0000", BuildingM2: "150" }, "BuildingType", "Einfamilienhaus"],
  ])("step %i refuses %j in German at %s", async (step, values, field, words) => {
    const out = await save(null, step, values);
    expect("problem" in out && out.problem.fieldErrors[field]).toContain(words);
  });

  it("refuses a consumption of 0 or 100,000 l, a period ending before it starts, another country's postcode, and steps out of order", async () => {
    const start = await save(null, 1, { BuildingType: "wohnung", BuildingM2: "900" });
    if (!("token" in start)) throw new Error("step 1");
    const { token } = start;
    expect(await save(token, 3, { Mode: "jahr", Litres: "2000" })).toMatchObject({
      problem: { message: "Bitte beantworten Sie zuerst die vorherigen Schritte." },
    });
    await save(token, 2, { BuildYear: "1972", Persons: "2", HotWater: "andere" });
    for (const Litres of ["0", "100000"]) expect("problem" in (await save(token, 3, { Mode: "jahr", Litres }))).toBe(true);
    const backwards = await save(token, 3, { Mode: "zeitraum", Litres: "900", From: "2026-03-01", To: "2025-10-01" });
    expect("problem" in backwards && backwards.problem.fieldErrors.To).toContain("vor dem Ende");
    await save(token, 3, { Mode: "zeitraum", Litres: "9000", From: "2025-10-01", To: "2026-04-30" });
    const nul = await save(token, 4, { ZipCode: "80331\u0000" });
    expect("problem" in nul && nul.problem.fieldErrors.ZipCode).toBe("Bitte geben Sie eine Postleitzahl aus Deutschland an.");
    const vienna = await save(token, 4, { ZipCode: "1010" });
    expect("problem" in vienna && vienna.problem.fieldErrors.ZipCode).toBe("Bitte geben Sie eine Postleitzahl aus Deutschland an.");
    const unknown = await save(token, 4, { ZipCode: "00000" });
    expect("problem" in unknown && unknown.problem.fieldErrors.ZipCode).toContain("gibt es in Deutschland nicht");
    expect(await save(token, 4, { ZipCode: "10115" })).toEqual({ token, next: 5 });
    const result = ctx.app.services.consumption.result(await ctx.app.services.consumption.answers(token, 1), 1)!;
    expect(result.degreeDays?.year).toBe(3350);
    expect(result.limits).toEqual([99, 156, 231]);
  });
});
