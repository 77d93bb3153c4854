import { describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { branchDeliveryAreas, branches } from "../../../db/schema/index.ts";
import { deliveringBranches } from "./market-snapshot.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

const config = (patch: Record<string, unknown> = {}) => ({
  ZipCode: "80331",
  Amount: 3000,
  Stations: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  AppointmentPlus: false,
  CountryId: 1,
  ProductGroupId: 1,
  ...patch,
});

describe.each(testDatabases())("calculator API on $name", (kind) => {
  const ctx = withTestApp(kind);

  const calc = (body: unknown, url = "/api/kalkulation/berechnen") => ctx.app.inject({ method: "POST", url, payload: body as object });

  it.each([
    [1, 1, "80331", 1, "EUR"],
    [2, 1, "1010", 6, "EUR"],
    [3, 1, "8001", 12, "CHF"],
  ])("§7 berechnen: country %i returns ranked offers for %s in %s", async (countryId, group, zip, productId, currency) => {
    const res = await calc(
      config({ CountryId: countryId, ProductGroupId: group, ZipCode: zip, Product: { Id: productId, ClimateNeutral: false } }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Items.length).toBeGreaterThanOrEqual(2);
    expect(body.HasDefaultOffers).toBe(false);
    expect(body.Currency).toBe(currency);
    const totals = body.Items.map((i: { TotalPrice: number }) => i.TotalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body.TotalPrice).toBe(totals[0]);
    for (const item of body.Items) {
      expect(item.TotalPrice).toBe(item.PriceLines.reduce((s: number, l: { Price: number }) => s + l.Price, 0));
      expect(Number.isInteger(item.TotalPrice)).toBe(true);
    }
  });

  it("express 24 h raises the prices and lists the surcharge", async () => {
    const base = (await calc(config())).json();
    const express = (await calc(config({ Parameters: [{ Id: 31 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }] }))).json();
    expect(express.Items.length).toBeGreaterThan(0);
    expect(express.TotalPrice).toBeGreaterThan(base.TotalPrice);
    for (const item of express.Items) {
      expect(item.PriceLines.map((l: { Key: string }) => l.Key)).toContain("DELIVERY_EXPRESS_24");
      expect(item.LeadTimeDays).toBe(1);
    }
  });

  it("2 stations add the station fee", async () => {
    const two = (await calc(config({ Stations: 2 }))).json();
    expect(two.Items[0].PriceLines.map((l: { Key: string }) => l.Key)).toContain("STATIONS");
  });

  it("small amounts cost more per 100 l than 3,000 l", async () => {
    const small = (await calc(config({ Amount: 800 }))).json();
    const big = (await calc(config({ Amount: 3000 }))).json();
    expect(small.UnitPrice).toBeGreaterThan(big.UnitPrice);
  });

  it("loose pellets are calculated in kg and priced per t", async () => {
    const res = await calc(
      config({
        ProductGroupId: 3,
        Product: { Id: 16, ClimateNeutral: false },
        Amount: 6000,
        Parameters: [{ Id: 5 }, { Id: -2 }, { Id: 26 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Items.length).toBeGreaterThan(0);
    expect(body.UnitPrice).toBeGreaterThan(20000); // > 200 € per t
  });

  it("installment 12 months gives the provider flag and monthly rate", async () => {
    const body = (await calc(config({ Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }] }))).json();
    expect(body.Items[0]).toMatchObject({ IsRatenkaufPayment: true, MonthlyRateCount: 12, DefaultPaymentId: 23 });
    expect(body.Items[0].MonthlyRate).toBe(Math.ceil(body.Items[0].TotalPrice / 12));
  });

  it.each([
    [{ Amount: 400 }, "Die Mindestmenge beträgt 500 Liter."],
    [{ Amount: 40000 }, "Die Höchstmenge beträgt 32.000 Liter."],
    [{ ZipCode: "1010" }, "Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen."],
    [{ ZipCode: "00000" }, "Diese Postleitzahl gibt es in Deutschland nicht."],
    [{ Product: { Id: 12, ClimateNeutral: false } }, "Dieses Produkt gibt es für Heizöl in Deutschland nicht."],
    [{ Stations: 7 }, "Es sind 1 bis 5 Lieferstellen möglich."],
    [{ Amount: 900, Stations: 2 }, "Pro Lieferstelle sind mindestens 500 Liter nötig."],
    [{ Parameters: [{ Id: 777 }] }, "Die Option 777 gibt es für Heizöl nicht."],
    [{ Parameters: [{ Id: 31 }, { Id: 1 }] }, "Bitte wählen Sie je Einstellung nur eine Option."],
    [{ Parameters: [{ Id: 12, DesiredDate: "2020-01-01" }] }, "Der Wunschtermin muss in der Zukunft liegen."],
    [{ CountryId: 9 }, "Unbekanntes Land."],
  ])("bad configuration %j → 400 %s", async (patch, message) => {
    const res = await calc(config(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a body of the wrong shape is a German 400", async () => {
    const res = await calc({ ZipCode: 80331 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
  });

  it("berechnen-default ignores chosen options", async () => {
    const res = await calc(
      config({ Parameters: [{ Id: 31 }], Product: { Id: 1, ClimateNeutral: true } }),
      "/api/kalkulation/berechnen-default",
    );
    expect(res.statusCode).toBe(200);
    const items = res.json().Items;
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.PriceLines.map((l: { Key: string }) => l.Key)).toEqual(["PRODUCT"]);
  });

  it("bestellung/berechnen prices one dealer exactly as the list did", async () => {
    const list = (await calc(config())).json();
    const first = list.Items[0];
    const res = await calc({ ...config(), DealerId: first.DealerId, BranchId: first.Id }, "/api/kalkulation/bestellung/berechnen");
    expect(res.statusCode).toBe(200);
    expect(res.json().Items[0].TotalPrice).toBe(first.TotalPrice);
    const none = await calc({ ...config(), DealerId: 999999 }, "/api/kalkulation/bestellung/berechnen");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Dieser Händler liefert nicht an Ihre Postleitzahl.");
  });

  it.each([9999, 10000, 10001, 10002])("upselling %i lists items with ForgeinId and the price difference", async (key) => {
    const res = await calc(config(), `/api/kalkulation/upselling?upsellingKey=${key}`);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.UpsellingTypeId).toBe(key);
      expect(typeof i.ForgeinId).toBe("number");
    }
    // An item no dealer offers has no difference; the others must have one, and at least one is priced.
    const differences = items.map((i: { PriceDifference: number | null }) => i.PriceDifference).filter((d: number | null) => d !== null);
    expect(differences.length).toBeGreaterThan(0);
    for (const d of differences) expect(d).toBeGreaterThanOrEqual(key === 10001 ? -100000 : 0);
  });

  it("an unknown upselling key is a 400", async () => {
    expect((await calc(config(), "/api/kalkulation/upselling?upsellingKey=5")).statusCode).toBe(400);
  });

  it.each([
    [1, 1, ["Delivery", "Payment", "Installment", "WalletPayment", "DesiredDate", "TruckSize", "HoseLength"], 1, [5, -2, 11, 24, 9]],
    [
      3,
      3,
      ["Delivery", "Payment", "Installment", "WalletPayment", "DesiredDate", "TruckSize", "BlowInHoseLength"],
      20,
      [5, -2, 11, 24, 26],
    ],
  ])("§7 init %i/%i lists the groups, products, stations", async (countryId, groupId, keys, productId, defaults) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/kalkulation/init/${countryId}/${groupId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Groups.map((g: { Key: string }) => g.Key)).toEqual(keys);
    expect(body.ProductId).toBe(productId);
    expect(body.StationList).toHaveLength(5);
    const selected = body.Groups.flatMap((g: { Parameters: { Id: number; Selected: boolean }[] }) =>
      g.Parameters.filter((p) => p.Selected).map((p) => p.Id),
    );
    expect(selected).toEqual(defaults);
  });

  it("best price for the country and for a postcode", async () => {
    const country = await ctx.app.inject({ method: "GET", url: "/api/kalkulation/best-price?countryId=1&amount=3000" });
    expect(country.statusCode).toBe(200);
    expect(country.headers["cache-control"]).toBe("public, max-age=120");
    const local = await ctx.app.inject({ method: "GET", url: "/api/site/1/prices/best?zipCode=80331&amount=3000" });
    expect(local.statusCode).toBe(200);
    expect(local.json().TotalPrice).toBeGreaterThanOrEqual(country.json().TotalPrice);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/kalkulation/best-price?countryId=1&amount=40000" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Die Menge muss zwischen 500 und 32.000 Liter liegen.");
    const ch = await ctx.app.inject({ method: "GET", url: "/api/site/3/prices/best" });
    expect(ch.json()).toMatchObject({ Currency: "CHF", ProductId: 12, Amount: 3000 });
  });

  it("§3/§4 when nobody serves the chosen options, the default offers come with HasDefaultOffers", async () => {
    const serving = deliveringBranches(await ctx.app.services.calculator.market.snapshot(), 1, "20095").map((b) => b.branchId);
    expect(serving.length).toBeGreaterThan(3);
    await ctx.database.db.update(branches).set({ express24: false }).where(inArray(branches.id, serving));
    ctx.app.services.calculator.market.invalidate();
    const res = await calc(config({ ZipCode: "20095", Parameters: [{ Id: 31 }, { Id: -2 }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.HasDefaultOffers).toBe(true);
    expect(body.Items.length).toBeGreaterThan(0);
    expect(body.Message).toBe(
      "Für Ihre Einstellungen gibt es derzeit kein Angebot. Wir zeigen Ihnen die Angebote mit den Standardeinstellungen.",
    );
  });

  it("a postcode nobody serves gets an empty result with a clear message", async () => {
    // Every branch reaching Kiel stops delivering there (radius 0, no postcode list).
    const serving = deliveringBranches(await ctx.app.services.calculator.market.snapshot(), 1, "24103").map((b) => b.branchId);
    expect(serving.length).toBeGreaterThan(3);
    await ctx.database.db.update(branches).set({ deliveryRadiusKm: 0 }).where(inArray(branches.id, serving));
    await ctx.database.db.delete(branchDeliveryAreas).where(inArray(branchDeliveryAreas.branchId, serving));
    ctx.app.services.calculator.market.invalidate();
    const res = await calc(config({ ZipCode: "24103" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Items: [],
      HasDefaultOffers: false,
      TotalPrice: null,
      Message:
        "Für die Postleitzahl 24103 liegen derzeit leider keine Angebote vor. Bitte versuchen Sie eine andere Menge oder schauen Sie später wieder vorbei.",
    });
  });
});
