import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { users } from "../../../db/schema/accounts.ts";
import { branchDeliveryAreas, branches, dealers, priceTiers } from "../../../db/schema/market.ts";
import { ERRORS } from "../../../domain/shared/errors.ts";
import { clientAddress, createCustomer, logIn } from "../account/account.test-helpers.ts";

/**
 * Decision 0026 and "Dealer A gets 403/404 for everything of dealer B" (decision 0027): the portal's
 * settings API as dealer A's admin, A's staff, dealer B's admin and a DEALER login without a dealer.
 */
describe.each(testDatabases())("dealer portal settings API on $name (decision 0027)", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
    COUNTRY_ORIGINS: "de=https://www.heizoel-marktplatz.test,at=https://at.heizoel-marktplatz.test,ch=https://ch.heizoel-marktplatz.test",
  });

  type Caller = { id: number; token: string; email: string };
  const A = {} as { dealerId: number; branchId: number; zip: string; admin: Caller; staff: Caller };
  const B = {} as { dealerId: number; branchId: number; admin: Caller; staff: Caller };
  let unlinked: Caller;

  async function login(overrides: Parameters<typeof createCustomer>[1]): Promise<Caller> {
    const row = await createCustomer(ctx.database.db, overrides);
    return { id: row.id, email: row.email, token: (await logIn(ctx.app, row.email)).token };
  }

  const call = (who: Caller | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { "x-forwarded-for": clientAddress(), ...(who && { authorization: `Bearer ${who.token}` }) },
    });

  /** Two German dealers whose first branch sells heating oil (product 1) and delivers around itself (a radius). */
  async function twoDealers() {
    const rows = await ctx.database.db
      .selectDistinct({ dealerId: branches.dealerId, branchId: branches.id, zip: branches.zip })
      .from(branches)
      .innerJoin(priceTiers, eq(priceTiers.branchId, branches.id))
      .where(and(eq(branches.countryId, 1), eq(priceTiers.productId, 1), eq(branches.active, true), gt(branches.deliveryRadiusKm, 0)))
      .orderBy(asc(branches.dealerId), asc(branches.id))
      .limit(50);
    const first = rows[0];
    const second = rows.find((r) => r.dealerId !== first.dealerId)!;
    return [first, second];
  }

  beforeAll(async () => {
    const [a, b] = await twoDealers();
    Object.assign(A, { dealerId: a.dealerId, branchId: a.branchId, zip: a.zip });
    Object.assign(B, { dealerId: b.dealerId, branchId: b.branchId });
    A.admin = await login({ roles: ["DEALER"], dealerId: a.dealerId, dealerRole: "admin", firstName: "Anna", lastName: "Admin" });
    A.staff = await login({ roles: ["DEALER"], dealerId: a.dealerId, dealerRole: "staff", firstName: "Sven", lastName: "Staff" });
    B.admin = await login({ roles: ["DEALER"], dealerId: b.dealerId, dealerRole: "admin", firstName: "Berta", lastName: "Admin" });
    B.staff = await login({ roles: ["DEALER"], dealerId: b.dealerId, dealerRole: "staff", firstName: "Bruno", lastName: "Staff" });
    unlinked = await login({ roles: ["DEALER"] });
  });

  const net = (branchId: number, productId = 1) =>
    ctx.database.db
      .select({
        minAmount: priceTiers.minAmount,
        netPerBasis: priceTiers.netPerBasis,
        validFrom: priceTiers.validFrom,
        validTo: priceTiers.validTo,
      })
      .from(priceTiers)
      .where(and(eq(priceTiers.branchId, branchId), eq(priceTiers.productId, productId)))
      .orderBy(asc(priceTiers.validFrom), asc(priceTiers.minAmount));

  /** Everything of dealer B the settings can change: prices, areas, conditions, staff. */
  async function stateOfB() {
    const db = ctx.database.db;
    const ids = (await db.select({ id: branches.id }).from(branches).where(eq(branches.dealerId, B.dealerId))).map((r) => r.id);
    return {
      tiers: await db.select().from(priceTiers).where(inArray(priceTiers.branchId, ids)).orderBy(asc(priceTiers.id)),
      areas: await db
        .select()
        .from(branchDeliveryAreas)
        .where(inArray(branchDeliveryAreas.branchId, ids))
        .orderBy(asc(branchDeliveryAreas.branchId), asc(branchDeliveryAreas.zipPrefix)),
      branches: await db.select().from(branches).where(eq(branches.dealerId, B.dealerId)).orderBy(asc(branches.id)),
      dealer: await db.select().from(dealers).where(eq(dealers.id, B.dealerId)),
      staff: await db.select().from(users).where(eq(users.dealerId, B.dealerId)).orderBy(asc(users.id)),
    };
  }

  const bandsOf = (
    res: {
      json(): {
        Branches: { Branch: { Id: number }; Products: { ProductId: number; Bands: { MinAmount: number; NetPrice: number }[] }[] }[];
      };
    },
    branchId: number,
    productId = 1,
  ) =>
    res
      .json()
      .Branches.find((b) => b.Branch.Id === branchId)!
      .Products.find((p) => p.ProductId === productId)!.Bands;

  describe("dealer A against dealer B, for every endpoint", () => {
    it("lists show A's own branches only", async () => {
      for (const url of [
        "/api/haendlerportal/filialen",
        "/api/haendlerportal/preise",
        "/api/haendlerportal/liefergebiete",
        "/api/haendlerportal/konditionen",
      ]) {
        const res = await call(A.admin, "GET", url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        const ids = (res.json().Branches as ({ Id: number } | { Branch: { Id: number } })[]).map((b) =>
          "Branch" in b ? b.Branch.Id : b.Id,
        );
        expect(ids, url).toContain(A.branchId);
        expect(ids, url).not.toContain(B.branchId);
      }
      const staff = await call(A.admin, "GET", "/api/haendlerportal/mitarbeiter");
      const staffIds = (staff.json().Staff as { Id: number }[]).map((s) => s.Id);
      expect(staffIds).toEqual(expect.arrayContaining([A.admin.id, A.staff.id]));
      expect(staffIds).not.toContain(B.admin.id);
      expect(staffIds).not.toContain(B.staff.id);
    });

    it("A gets 404 for B's branches and staff, a line error for B's branch in a file, and B's rows stay as they were", async () => {
      const before = await stateOfB();
      const band = { Bands: [{ MinAmount: 500, NetPrice: 1000 }] };
      const targeting = (branchId: number, staffId: number): [string, "POST" | "PUT" | "DELETE", string, object | undefined, string][] => [
        ["price preview", "POST", "/api/haendlerportal/preise/vorschau", { BranchId: branchId, ProductId: 1, ...band }, "BRANCH_NOT_FOUND"],
        ["price change", "POST", "/api/haendlerportal/preise", { BranchId: branchId, ProductId: 1, ...band }, "BRANCH_NOT_FOUND"],
        ["delivery area", "PUT", `/api/haendlerportal/liefergebiete/${branchId}`, { RadiusKm: 10, Postcodes: ["80"] }, "BRANCH_NOT_FOUND"],
        [
          "branch conditions",
          "PUT",
          `/api/haendlerportal/konditionen/filialen/${branchId}`,
          { LeadTimeDays: 2, SurchargeFactorPct: 100, MinAmount: 0 },
          "BRANCH_NOT_FOUND",
        ],
        ["staff role", "PUT", `/api/haendlerportal/mitarbeiter/${staffId}`, { DealerRole: "admin" }, "STAFF_NOT_FOUND"],
        ["staff removal", "DELETE", `/api/haendlerportal/mitarbeiter/${staffId}`, undefined, "STAFF_NOT_FOUND"],
        ["invitation", "POST", `/api/haendlerportal/mitarbeiter/${staffId}/einladung`, undefined, "STAFF_NOT_FOUND"],
      ];
      const nobody = targeting(2_147_483_000, 2_147_483_000);
      for (const [i, [what, method, url, payload, code]] of targeting(B.branchId, B.staff.id).entries()) {
        const res = await call(A.admin, method, url, payload);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe(code);
        // The same answer as for an id nobody has: nothing tells that B's row exists.
        const [, m, u, p] = nobody[i];
        expect((await call(A.admin, m, u, p)).json(), what).toEqual(res.json());
      }
      const csv = `branch_id;product_id;min_amount;net_price;valid_from;valid_to\n${B.branchId};1;500;10,00;;\n`;
      for (const url of ["/api/haendlerportal/preise/csv/vorschau", "/api/haendlerportal/preise/csv"]) {
        const res = await call(A.admin, "POST", url, { Csv: csv });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().fieldErrors.Csv, url).toEqual([`Zeile 2: Unbekannte Filiale „${B.branchId}“.`]);
      }
      expect(await stateOfB()).toEqual(before);
    });

    it("A's staff gets 403 on every endpoint, reads included; nothing changes", async () => {
      const before = await stateOfB();
      const tiersBefore = await net(A.branchId);
      const calls: ["GET" | "POST" | "PUT" | "DELETE", string, object?][] = [
        ["GET", "/api/haendlerportal/filialen"],
        ["GET", "/api/haendlerportal/preise"],
        [
          "POST",
          "/api/haendlerportal/preise/vorschau",
          { BranchId: A.branchId, ProductId: 1, Bands: [{ MinAmount: 500, NetPrice: 1000 }] },
        ],
        ["POST", "/api/haendlerportal/preise", { BranchId: A.branchId, ProductId: 1, Bands: [{ MinAmount: 500, NetPrice: 1000 }] }],
        [
          "POST",
          "/api/haendlerportal/preise/csv/vorschau",
          { Csv: `branch_id;product_id;min_amount;net_price;valid_from\n${A.branchId};1;500;10,00;\n` },
        ],
        [
          "POST",
          "/api/haendlerportal/preise/csv",
          { Csv: `branch_id;product_id;min_amount;net_price;valid_from\n${A.branchId};1;500;10,00;\n` },
        ],
        ["GET", "/api/haendlerportal/liefergebiete"],
        ["PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, { RadiusKm: 10, Postcodes: [] }],
        ["GET", "/api/haendlerportal/konditionen"],
        ["PUT", `/api/haendlerportal/konditionen/filialen/${A.branchId}`, { LeadTimeDays: 2, SurchargeFactorPct: 100, MinAmount: 0 }],
        ["PUT", "/api/haendlerportal/konditionen/haendler", { DeliveryTolerancePct: 3, OrderEmail: null }],
        ["GET", "/api/haendlerportal/mitarbeiter"],
        ["POST", "/api/haendlerportal/mitarbeiter", { Email: "neu-staff@example.com", FirstName: "N", LastName: "N", DealerRole: "admin" }],
        ["PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" }],
        ["DELETE", `/api/haendlerportal/mitarbeiter/${A.admin.id}`],
        ["POST", `/api/haendlerportal/mitarbeiter/${A.admin.id}/einladung`],
      ];
      for (const [method, url, payload] of calls) {
        const res = await call(A.staff, method, url, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ code: "DEALER_ADMIN_ONLY", message: ERRORS.DEALER_ADMIN_ONLY.message });
        // A DEALER login without a dealer (an account set up wrongly) is told so.
        const lost = await call(unlinked, method, url, payload);
        expect(lost.json(), `${method} ${url}`).toEqual({ code: "DEALER_NOT_LINKED", message: "Ihr Konto ist keinem Händler zugeordnet." });
      }
      expect(await net(A.branchId)).toEqual(tiersBefore);
      expect(await stateOfB()).toEqual(before);
      const [admin] = await ctx.database.db.select({ role: users.dealerRole }).from(users).where(eq(users.id, A.admin.id));
      expect(admin.role).toBe("admin");
    });
  });

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

  describe("staff", () => {
    it("invites by e-mail: a DEALER login without password and a single-use link to set it; the invitee logs in as staff", async () => {
      const email = `team-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const res = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: email.toUpperCase(),
        Title1: "Frau",
        FirstName: "Nina",
        LastName: "Neu",
        DealerRole: "staff",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Member).toMatchObject({ Email: email, DealerRole: "staff", InvitationPending: true, IsSelf: false });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ dealerId: A.dealerId, dealerRole: "staff", roles: ["DEALER"], passwordHash: null, isGuest: false });

      const mail = await ctx.smtp.waitFor(email, /Einladung in das Händlerportal/);
      expect(mail.text).toContain("Sehr geehrte Frau Neu");
      const token = /https:\/\/www\.heizoel-marktplatz\.test\/neues-kennwort-setzen\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      const set = await call(null, "POST", "/api/account/kennwort-setzen", { Token: token, Password: "Team-Kennwort-1" });
      expect(set.statusCode, set.body).toBe(200);
      expect((await call(null, "POST", "/api/account/kennwort-setzen", { Token: token, Password: "Team-Kennwort-2" })).statusCode).toBe(
        400,
      );
      const session = await logIn(ctx.app, email, "Team-Kennwort-1");
      const asStaff = await call({ id: row.id, email, token: session.token }, "GET", "/api/haendlerportal/preise");
      expect(asStaff.statusCode).toBe(403);
      const list = await call(A.admin, "GET", "/api/haendlerportal/mitarbeiter");
      expect(list.json().Staff.find((s: { Email: string }) => s.Email === email)).toMatchObject({
        InvitationPending: false,
        RoleLabel: "Mitarbeit",
      });
      // Resending makes sense only while the invitation is open.
      const resend = await call(A.admin, "POST", `/api/haendlerportal/mitarbeiter/${row.id}/einladung`);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().code).toBe("INVITATION_NOT_PENDING");
    });

    it("an address of a customer or of another dealer's staff: one message that does not say which", async () => {
      const customer = await createCustomer(ctx.database.db);
      const forCustomer = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: customer.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      const forOther = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: B.staff.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      expect(forCustomer.statusCode).toBe(409);
      expect(forCustomer.json()).toEqual(forOther.json());
      expect(forCustomer.json()).toEqual({
        code: "STAFF_EMAIL_TAKEN",
        message: ERRORS.STAFF_EMAIL_TAKEN.message,
        fieldErrors: { Email: [ERRORS.STAFF_EMAIL_TAKEN.message] },
      });
      const own = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: A.staff.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      expect(own.json().code).toBe("STAFF_ALREADY_MEMBER");
      const [b] = await ctx.database.db.select().from(users).where(eq(users.id, B.staff.id));
      expect(b.dealerId).toBe(B.dealerId);
    });

    it("changes roles and removes staff; never oneself, never the last admin", async () => {
      const second = await login({ roles: ["DEALER"], dealerId: A.dealerId, dealerRole: "staff", firstName: "Zweite", lastName: "Person" });
      const promote = await call(A.admin, "PUT", `/api/haendlerportal/mitarbeiter/${second.id}`, { DealerRole: "admin" });
      expect(promote.statusCode, promote.body).toBe(200);
      expect(promote.json().Member).toMatchObject({ DealerRole: "admin", RoleLabel: "Administration" });
      // The promoted admin may open the settings at once (the role is read from the database, not the token).
      expect((await call(second, "GET", "/api/haendlerportal/preise")).statusCode).toBe(200);

      const self = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${A.admin.id}`);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe("STAFF_SELF");
      expect((await call(A.admin, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" })).json().code).toBe(
        "STAFF_SELF",
      );

      // The second admin takes the first one's role away; the first can no longer change anything.
      expect((await call(second, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" })).statusCode).toBe(200);
      const demoted = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`);
      expect(demoted.statusCode).toBe(403);
      expect((await call(second, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "admin" })).statusCode).toBe(200);

      const removed = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().message).toContain("hat keinen Zugang zum Händlerportal mehr");
      // The removed person's session ends at once.
      expect((await call(second, "GET", "/api/haendlerportal/preise")).statusCode).toBe(401);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, second.id))).toEqual([]);
      expect((await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`)).statusCode).toBe(404);
    });
  });
});
