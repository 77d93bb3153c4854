import { describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { dealerSettingsSetup } from "./dealer-settings.test-helpers.ts";

/**
 * Decision 0026 and "Dealer A gets 403/404 for everything of dealer B" (decision 0027): the portal's
 * settings API as dealer A's admin, A's staff, dealer B's admin and a DEALER login without a dealer.
 */
describe.each(testDatabases())("dealer portal settings API on $name (decision 0027)", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
    COUNTRY_ORIGINS: "de=https://www.heizoel-marktplatz.test,at=https://at.heizoel-marktplatz.test,ch=https://ch.heizoel-marktplatz.test",
  });

  const { A, B, call, net, bandsOf } = dealerSettingsSetup(ctx);

  describe("price lists", () => {
    it("shows today's bands net as stored and gross with 19 % VAT", async () => {
      const res = await call(A.admin, "GET", "/api/haendlerportal/preise");
      const branch = res.json().Branches.find((b: { Branch: { Id: number } }) => b.Branch.Id === A.branchId);
      expect(branch).toMatchObject({ Currency: "EUR", VatRate: "19 %" });
      const bands = bandsOf(res, A.branchId) as { MinAmount: number; NetPrice: number; GrossPrice: number }[];
      expect(bands.length).toBeGreaterThan(0);
      for (const b of bands) expect(b.GrossPrice).toBe(Math.round((b.NetPrice * 119) / 100));
    });

    it("previews a change with old and new per band and the ranks at three postcodes, then saves it: valid now, the old list ends", async () => {
      const bands = bandsOf(await call(A.admin, "GET", "/api/haendlerportal/preise"), A.branchId);
      // Cheaper by a third: the dealer should lead at its own postcode afterwards.
      const cheaper = bands.map((b) => ({ MinAmount: b.MinAmount, NetPrice: Math.round((b.NetPrice * 2) / 3) }));
      const preview = await call(A.admin, "POST", "/api/haendlerportal/preise/vorschau", {
        BranchId: A.branchId,
        ProductId: 1,
        Bands: cheaper,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const p = preview.json();
      expect(p.HasChanges).toBe(true);
      expect(p.Changes[0].Bands[0]).toMatchObject({
        MinAmount: bands[0].MinAmount,
        OldNetPrice: bands[0].NetPrice,
        NewNetPrice: cheaper[0].NetPrice,
        ChangePct: -33.3,
      });
      const ranks = p.Ranks[0];
      expect(ranks.Samples.length).toBe(3);
      expect(ranks.Samples[0].ZipCode).toBe(A.zip);
      expect(ranks.Samples[0].Place).toEqual(expect.any(String));
      for (const s of ranks.Samples) {
        expect(s.After.Rank).toBe(1);
        expect(s.After.TotalPrice).toBe(s.CheapestTotalPrice);
        if (s.Before.TotalPrice !== null) expect(s.After.TotalPrice).toBeLessThan(s.Before.TotalPrice);
      }
      // A preview writes nothing.
      const oldRows = await net(A.branchId);
      expect(bandsOf(await call(A.admin, "GET", "/api/haendlerportal/preise"), A.branchId)).toEqual(
        bands.map((b) => expect.objectContaining(b)),
      );

      const saved = await call(A.admin, "POST", "/api/haendlerportal/preise", { BranchId: A.branchId, ProductId: 1, Bands: cheaper });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().Saved).toBe(cheaper.length);
      expect(bandsOf(await call(A.admin, "GET", "/api/haendlerportal/preise"), A.branchId).map((b) => b.NetPrice)).toEqual(
        cheaper.map((b) => b.NetPrice),
      );
      const rows = await net(A.branchId);
      const wasCurrent = oldRows.filter((o) => o.validTo === null);
      expect(wasCurrent.length).toBeGreaterThan(0);
      for (const o of wasCurrent) {
        const now = rows.find((r) => r.validFrom.getTime() === o.validFrom.getTime() && r.minAmount === o.minAmount);
        expect(now?.validTo, "the old list ends").toBeInstanceOf(Date);
      }
      // The market already prices with the new list: the saved list's rank is what the preview said.
      const again = await call(A.admin, "POST", "/api/haendlerportal/preise/vorschau", {
        BranchId: A.branchId,
        ProductId: 1,
        Bands: cheaper,
      });
      expect(again.json().HasChanges).toBe(false);
      expect(again.json().Ranks[0].Samples.map((s: { Before: unknown }) => s.Before)).toEqual(
        ranks.Samples.map((s: { After: unknown }) => s.After),
      );
      const offers = await call(null, "POST", "/api/kalkulation/berechnen", {
        ZipCode: A.zip,
        Amount: 3000,
        Stations: 1,
        Product: { Id: 1, ClimateNeutral: false },
        Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
        AppointmentPlus: false,
        CountryId: 1,
        ProductGroupId: 1,
      });
      expect(offers.json().Items[0].DealerId).toBe(A.dealerId);
      expect(offers.json().Items[0].TotalPrice).toBe(ranks.Samples[0].After.TotalPrice);
      // The same list again: nothing to save.
      const same = await call(A.admin, "POST", "/api/haendlerportal/preise", { BranchId: A.branchId, ProductId: 1, Bands: cheaper });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe("Die Preise sind unverändert; es gibt nichts zu speichern.");
    });

    it("checks the form with the import's rules and names the band", async () => {
      const res = await call(A.admin, "POST", "/api/haendlerportal/preise/vorschau", {
        BranchId: A.branchId,
        ProductId: 1,
        Bands: [
          { MinAmount: 500, NetPrice: 9000 },
          { MinAmount: 100, NetPrice: 9000 },
          { MinAmount: 500, NetPrice: 8000 },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "PRICE_LIST_INVALID",
        fieldErrors: {
          "Bands.1": ["Die Mindestmenge „100“ muss eine ganze Zahl zwischen 500 und 32000 sein."],
          "Bands.2": ["Doppelte Preisstaffel (wie in Zeile 1)."],
        },
      });
      const other = await call(A.admin, "POST", "/api/haendlerportal/preise/vorschau", {
        BranchId: A.branchId,
        ProductId: 12,
        Bands: [{ MinAmount: 500, NetPrice: 9000 }],
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().code).toBe("UNKNOWN_PRODUCT");
    });

    it("a CSV upload: checked like npm run import:prices, previewed, then saved in one go", async () => {
      const csv = [
        "branch_id;product_id;min_amount;net_price;valid_from;valid_to",
        `${A.branchId};3;500;99,90;;`,
        `${A.branchId};3;3000;95,10;;`,
      ].join("\n");
      const preview = await call(A.admin, "POST", "/api/haendlerportal/preise/csv/vorschau", { Csv: csv });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().Changes).toHaveLength(1);
      expect(preview.json().Changes[0]).toMatchObject({
        ProductId: 3,
        Bands: expect.arrayContaining([expect.objectContaining({ MinAmount: 3000, NewNetPrice: 9510 })]),
      });
      expect(preview.json().Ranks[0].Samples[0].ZipCode).toBe(A.zip);
      const bad = await call(A.admin, "POST", "/api/haendlerportal/preise/csv", { Csv: `${csv}\n${A.branchId};3;abc;1;;` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: "Die Datei enthält einen Fehler. Es wurde nichts gespeichert.",
        fieldErrors: { Csv: ["Zeile 4: Die Mindestmenge „abc“ muss eine ganze Zahl zwischen 500 und 32000 sein."] },
      });
      const saved = await call(A.admin, "POST", "/api/haendlerportal/preise/csv", { Csv: csv });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().Saved).toBe(2);
      expect(bandsOf(await call(A.admin, "GET", "/api/haendlerportal/preise"), A.branchId, 3).map((b) => b.NetPrice)).toEqual([9990, 9510]);
    });
  });

  describe("delivery areas", () => {
    it("saves radius and postcode list, checked against the country's postcodes", async () => {
      const far = await call(A.admin, "PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, { RadiusKm: 151, Postcodes: [] });
      expect(far.statusCode).toBe(400);
      expect(far.json().fieldErrors).toEqual({
        "body.RadiusKm": ["Bitte geben Sie einen Radius zwischen 0 und 150 km in ganzen Kilometern an."],
      });
      const bad = await call(A.admin, "PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, {
        RadiusKm: 30,
        Postcodes: ["8", "00000", "0"],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.Postcodes).toEqual([
        "„8“ ist zu kurz: bitte mindestens 2 Ziffern (z. B. „80“ für alle Postleitzahlen, die so beginnen).",
        "„0“ ist zu kurz: bitte mindestens 2 Ziffern (z. B. „00“ für alle Postleitzahlen, die so beginnen).",
        "Die Postleitzahl „00000“ gibt es in Deutschland nicht.",
      ]);
      const none = await call(A.admin, "PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, { RadiusKm: 0, Postcodes: [] });
      expect(none.statusCode).toBe(400);
      const prefix = A.zip.slice(0, 2);
      const res = await call(A.admin, "PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, {
        RadiusKm: 40,
        Postcodes: [prefix, `${prefix}999`.slice(0, 5), "10115"],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ RadiusKm: 40, Postcodes: [prefix, "10115"].sort() });
      const list = await call(A.admin, "GET", "/api/haendlerportal/liefergebiete");
      expect(list.json().Branches.find((b: { Branch: { Id: number } }) => b.Branch.Id === A.branchId)).toMatchObject({
        RadiusKm: 40,
        Postcodes: [prefix, "10115"].sort(),
      });
    });

    it("decision 0048: the page's map of the stored area — borders, the radius, named towns inside it, the listed postcodes; admins of the branch's dealer only", async () => {
      const portal = ctx.app.services.dealerPortal;
      const res = await call(A.admin, "PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, { RadiusKm: 25, Postcodes: ["10115"] });
      expect(res.statusCode, res.body).toBe(200);
      const { Area, Map: map } = await portal.dealerAreaMap(A.admin.id, A.branchId);
      expect(Area).toMatchObject({ RadiusKm: 25, Postcodes: ["10115"] });
      expect(map.Radius).not.toBeNull();
      expect(map.Borders.map((b) => b.Kind)).toContain("country");
      expect(map.Areas.map((a) => a.Kind)).toContain("home");
      // Berlin's postcode widens the view to the north: the state borders between are drawn and Berlin is marked.
      expect(map.Borders.map((b) => b.Kind)).toContain("state");
      expect(map.Postcodes).toEqual([expect.objectContaining({ ZipCode: "10115" })]);
      expect(map.Towns.filter((t) => t.Label).length).toBeGreaterThan(0);
      expect(map.TownsInside.length).toBeGreaterThan(0);
      await expect(portal.dealerAreaMap(A.staff.id, A.branchId)).rejects.toMatchObject({ code: "DEALER_ADMIN_ONLY", statusCode: 403 });
      await expect(portal.dealerAreaMap(B.admin.id, A.branchId)).rejects.toMatchObject({ code: "BRANCH_NOT_FOUND", statusCode: 404 });
    });
  });

  describe("conditions", () => {
    it("saves lead time, surcharge level and minimum of a branch, and tolerance and order e-mail of the dealer", async () => {
      const bad = await call(A.admin, "PUT", `/api/haendlerportal/konditionen/filialen/${A.branchId}`, {
        LeadTimeDays: 0,
        SurchargeFactorPct: 300,
        MinAmount: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({
        "body.LeadTimeDays": ["Die Lieferzeit in Tagen muss zwischen 1 und 30 liegen."],
        "body.SurchargeFactorPct": ["Das Preisniveau der Zuschläge in % muss zwischen 50 und 200 liegen."],
      });
      const res = await call(A.admin, "PUT", `/api/haendlerportal/konditionen/filialen/${A.branchId}`, {
        LeadTimeDays: 3,
        SurchargeFactorPct: 110,
        MinAmount: 1000,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Branches.find((b: { Id: number }) => b.Id === A.branchId)).toMatchObject({
        LeadTimeDays: 3,
        SurchargeFactorPct: 110,
        MinAmount: 1000,
      });
      // The offers follow at once: no offer of this branch below 1,000 l, its lead time at 3,000 l.
      const at = (Amount: number) =>
        call(null, "POST", "/api/kalkulation/berechnen", {
          ZipCode: A.zip,
          Amount,
          Stations: 1,
          Product: { Id: 1, ClimateNeutral: false },
          Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
          AppointmentPlus: false,
          CountryId: 1,
          ProductGroupId: 1,
        });
      const small = (await at(800)).json().Items as { Id: number }[];
      expect(small.map((i) => i.Id)).not.toContain(A.branchId);
      const usual = (await at(3000)).json().Items as { Id: number; DealerId: number }[];
      expect(usual.map((i) => i.Id)).toContain(A.branchId);

      const badDealer = await call(A.admin, "PUT", "/api/haendlerportal/konditionen/haendler", {
        DeliveryTolerancePct: 11,
        OrderEmail: "keine-adresse",
      });
      expect(badDealer.statusCode).toBe(400);
      expect(badDealer.json().fieldErrors).toEqual({
        "body.DeliveryTolerancePct": ["Die Liefertoleranz in % muss zwischen 0 und 10 liegen."],
        "body.OrderEmail": ["Bitte geben Sie eine gültige E-Mail-Adresse ein."],
      });
      const ok = await call(A.admin, "PUT", "/api/haendlerportal/konditionen/haendler", {
        DeliveryTolerancePct: 3,
        OrderEmail: " Bestellung@Example.com ",
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().Dealer).toMatchObject({ DeliveryTolerancePct: 3, OrderEmail: "bestellung@example.com" });
      const cleared = await call(A.admin, "PUT", "/api/haendlerportal/konditionen/haendler", { DeliveryTolerancePct: 3, OrderEmail: "" });
      expect(cleared.json().Dealer.OrderEmail).toBeNull();
    });
  });
});
