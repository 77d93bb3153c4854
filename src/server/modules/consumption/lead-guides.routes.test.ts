import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

const ANSWERS = { BuildingType: "haus", BuildingM2: 150, YearLitres: 2650, HotWater: "oel", TankLitres: 400, ZipCode: "80331" };

/** The lead guides' calls of spec §7 (decision 0070). */
describe.each(testDatabases())("lead guides on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const get = (url: string, host = "de.localhost") => ctx.app.inject({ method: "GET", url, headers: { host } });
  const compare = (payload: unknown, host = "de.localhost", id = 1) =>
    ctx.app.inject({ method: "POST", url: `/api/leads/${id}/compare`, payload: payload as object, headers: { host } });

  it("GET /api/leads/guide/1: Id and Steps with Id, OrderWeight and Inputs (key, type, German label, options, required, limits)", async () => {
    const res = await get("/api/leads/guide/1");
    expect(res.statusCode).toBe(200);
    const guide = res.json();
    expect(guide).toMatchObject({ Id: 1, Title: "Wie viel Heizöl brauche ich?" });
    expect(guide.Steps.map((s: { Id: number; OrderWeight: number }) => [s.Id, s.OrderWeight])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(guide.Steps[0].Inputs[1]).toEqual({
      Key: "BuildingM2",
      Type: "number",
      Label: "Beheizte Wohnfläche des ganzen Gebäudes",
      Required: true,
      Min: 20,
      Max: 9999,
      Unit: "m²",
    });
    expect(guide.Steps[0].Inputs[0].Options[0]).toEqual({ Value: "haus", Label: "Einfamilienhaus" });
    for (const url of ["/api/leads/guide/99", "/api/leads/guide/0", "/api/leads/guide/abc"])
      expect((await get(url)).statusCode).toBe(url.endsWith("99") ? 404 : 400);
    expect((await get("/api/leads/guide/99")).json().message).toBe("Diesen Ratgeber gibt es nicht.");
  });

  it("compares a flat map of answers: the year's need less the tank, in whole 100 l, to the checkout route", async () => {
    const res = await compare(ANSWERS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Amount: 2300,
      LitresPerYear: 2650,
      KwhPerM2: 177,
      Class: "erhöht",
      ZipCode: "80331",
      ProductGroupId: 1,
      RouteId: "leads-oil-consumption-checkout",
    });
    // Strings as a form sends them; a full tank still orders the least amount the dealers take.
    expect((await compare({ ...ANSWERS, BuildingM2: "150", YearLitres: "2.650", TankLitres: "5000" })).json().Amount).toBe(500);
  });

  it.each([
    [{ ...ANSWERS, BuildingM2: 0 }, "BuildingM2", "zwischen 20 und 9.999 m²"],
    [{ ...ANSWERS, YearLitres: 100000 }, "YearLitres", "zwischen 1 und 99.999 l"],
    [{ ...ANSWERS, HotWater: "kamin" }, "HotWater", "eine der Möglichkeiten"],
    [{ ...ANSWERS, ZipCode: "1010" }, "ZipCode", "Postleitzahl dieses Landes"],
    [{ ...ANSWERS, ZipCode: "00000" }, "ZipCode", "gibt es in Deutschland nicht"],
    [{ ...ANSWERS, TankLitres: null }, "TankLitres", "Bitte beantworten Sie"],
    [{ ...ANSWERS, YearLitres: 1e308 }, "YearLitres", "zwischen 1 und 99.999 l"],
    [{ ...ANSWERS, BuildingM2: "12,5" }, "BuildingM2", "ganze Zahl"],
  ])("refuses %j in German at its key", async (answers, key, words) => {
    const res = await compare(answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[key][0]).toContain(words);
  });

  it("refuses answers for inputs that do not exist, a guide that does not exist and a body that is no map", async () => {
    // A NUL byte is refused before any answer is read.
    expect((await compare({ ...ANSWERS, ZipCode: "80331\u0000" })).statusCode).toBe(400);
    const extra = await compare({ ...ANSWERS, Schritt9: "x" });
    expect([extra.statusCode, extra.json().message]).toEqual([400, "Diese Antworten gehören zu keinem Schritt des Ratgebers: Schritt9."]);
    expect((await compare(ANSWERS, "de.localhost", 7)).statusCode).toBe(404);
    // A list or a nested value is no flat map (400); plain text is not JSON at all (415).
    for (const [body, status] of [
      [[1, 2], 400],
      [{ BuildingM2: { nested: 1 } }, 400],
      ["text", 415],
    ] as const)
      expect((await compare(body)).statusCode).toBe(status);
    // The Austrian site reads Austrian postcodes.
    expect((await compare({ ...ANSWERS, ZipCode: "1010" }, "at.localhost")).statusCode).toBe(200);
  });
});
