import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

describe.each(testDatabases())("location API on $name", (kind) => {
  const ctx = withTestApp(kind);

  const check = (ZipCode: unknown, CountryId: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/location/check-zipcode", payload: { ZipCode, CountryId } });

  it.each([
    ["80331", 1, true],
    ["10115", 1, true],
    ["01067", 1, true],
    ["1010", 2, true],
    ["8001", 3, true],
    ["3011", 3, true],
    ["00000", 1, false], // well-formed, does not exist
    ["1010", 1, false], // Austrian zip on the German site
    ["80331", 2, false], // 5 digits in Austria
    ["9999", 3, false],
    ["", 1, false],
  ])("§7 check-zipcode %s in country %i → %s", async (zip, countryId, expected) => {
    const res = await check(zip, countryId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(expected);
  });

  it("§7 check-zipcode rejects a malformed body with a German 400", async () => {
    const res = await check(80331, "de");
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toMatch(/^Ungültige Eingabe/);
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(["body.ZipCode", "body.CountryId"]));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    expect(body.fieldErrors["body.ZipCode"]).toEqual(["Erwartet wird ein Text."]);
    expect(body.fieldErrors["body.CountryId"]).toEqual(["Erwartet wird eine Zahl."]);
  });

  it("names a missing field as missing", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/location/check-zipcode", payload: { ZipCode: "80331" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ "body.CountryId": ["Dieses Feld fehlt."] });
    expect(res.json().message).toBe("Ungültige Eingabe: body.CountryId – Dieses Feld fehlt.");
  });

  it("answers broken JSON with a German 400, not a 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/location/check-zipcode",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Die Anfrage enthält kein gültiges JSON.");
  });

  it("§7 check-zipcodes answers the existing pairs with their CountryId", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/location/check-zipcodes",
      payload: [
        { ZipCode: "1010", CountryId: 2 },
        { ZipCode: "1010", CountryId: 3 },
        { ZipCode: "9999", CountryId: 2 },
        { ZipCode: "80331", CountryId: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json() as { ZipCode: string; CountryId: number }[];
    expect(items).toContainEqual({ ZipCode: "1010", CountryId: 2 });
    expect(items).toContainEqual({ ZipCode: "80331", CountryId: 1 });
    expect(items.find((i) => i.ZipCode === "9999")).toBeUndefined();
  });

  it("check-zipcodes limits the batch size", async () => {
    const payload = Array.from({ length: 101 }, () => ({ ZipCode: "80331", CountryId: 1 }));
    const res = await ctx.app.inject({ method: "POST", url: "/api/location/check-zipcodes", payload });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [1, 16, "Bayern"],
    [2, 9, "Tirol"],
    [3, 26, "Zürich"],
  ])("§7 country-states of country %i: %i states incl. %s", async (countryId, count, sample) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/site/${countryId}/country-states` });
    expect(res.statusCode).toBe(200);
    const states = res.json() as { Id: number; Name: string; FriendlyName: string; MapId: string }[];
    expect(states).toHaveLength(count);
    expect(states.map((s) => s.FriendlyName)).toContain(sample);
    for (const s of states) expect(Object.keys(s).sort()).toEqual(["FriendlyName", "Id", "MapId", "Name"]);
  });

  it("country-states of an unknown country is a German 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site/7/country-states" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Unbekanntes Land.", code: "UNKNOWN_COUNTRY" });
  });
});
