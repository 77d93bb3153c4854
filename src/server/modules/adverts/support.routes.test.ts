import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { seedDemoAdverts } from "../../../db/seed/adverts/demo-adverts.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

/** The ad managers' API (decision 0068, "Back office"): adverts, campaigns, slots, reports; who may call it. */
describe.each(testDatabases())("the adverts back office's API on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  let manager: TestUser;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user: TestUser | null = manager, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { host: "de.localhost", "user-agent": "vitest", ...(user?.headers ?? {}) } });
  const today = () => new Date().toISOString().slice(0, 10);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slotId = async (key: string, countryId = 1) =>
    (await call("GET", "/api/support/slots"))
      .json()
      .Slots.find((s: { Key: string; CountryId: number }) => s.Key === key && s.CountryId === countryId).Id as number;
  const campaign = (patch: object = {}) => ({
    Name: "Herbst Süd",
    Advertiser: "Tankbau Huber",
    CampaignTypeId: 1,
    StartsOn: inDays(-1),
    EndsOn: inDays(30),
    CountryIds: [1],
    ZipPrefixes: ["8"],
    ...patch,
  });

  beforeAll(async () => {
    await seedDemoAdverts(db());
    manager = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_AdManager"] });
  });

  it("a customer, dealer, support desk or editor gets 403 on every call; a visitor 401", async () => {
    const calls: Array<["GET" | "POST" | "PUT" | "DELETE", string]> = [
      ["GET", "/api/support/adverts"],
      ["POST", "/api/support/adverts"],
      ["GET", "/api/support/adverts/1"],
      ["PUT", "/api/support/adverts/1"],
      ["DELETE", "/api/support/adverts/1"],
      ["GET", "/api/support/campaigns"],
      ["POST", "/api/support/campaigns"],
      ["PUT", "/api/support/campaigns/1"],
      ["DELETE", "/api/support/campaigns/1"],
      ["GET", "/api/support/campaigns/1/report"],
      ["GET", "/api/support/campaigns/1/report.csv"],
      ["GET", "/api/support/slots"],
      ["POST", "/api/support/slots"],
      ["GET", "/api/support/slots/1"],
      ["PUT", "/api/support/slots/1"],
      ["DELETE", "/api/support/slots/1"],
    ];
    for (const roles of [[], ["DEALER"], ["Role_Heizoel24_CustomerSupport"], ["Role_Heizoel24_Editor"]]) {
      const user = await createUser(ctx.app, db(), { roles });
      for (const [method, url] of calls)
        expect([roles, method, url, (await call(method, url, user, {})).statusCode]).toEqual([roles, method, url, 403]);
    }
    for (const [method, url] of calls) expect((await call(method, url, null, {})).statusCode).toBe(401);
    const admin = await createUser(ctx.app, db(), { roles: ["ADMIN"] });
    expect((await call("GET", "/api/support/adverts", admin)).statusCode).toBe(200);
  });

  it("creates an advert: the script goes (named), the stylesheet stays; foreign CSS is a German 400 on the field", async () => {
    const res = await call("POST", "/api/support/adverts", manager, {
      Name: "Tankbau Huber",
      TargetUrl: "https://example.com/huber",
      Variants: ['<div class="k"><script>alert(1)</script><a href="https://example.com">Jetzt anfragen</a></div>', "<p>Zweite</p>"],
      Css: ".k{background:#123}",
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved.Removed).toEqual(["Skripte (<script>)"]);
    expect(saved.Variants[0]).not.toContain("script");
    expect(saved.StylesFileName).toMatch(/^a\d+-[0-9a-f]{12}\.css$/);
    const refused = await call("POST", "/api/support/adverts", manager, {
      Name: "X",
      TargetUrl: "https://example.com",
      Variants: ["<p>x</p>"],
      Css: ".k{background:url(https://evil.example/p.gif)}",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "ADVERT_CSS_REFUSED",
      fieldErrors: { Css: [expect.stringContaining("anderen Servern")] },
    });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "advert.create"), eq(auditLog.targetId, String(saved.Id))));
    expect(row.actorUserId).toBe(manager.id);
    const list = (await call("GET", "/api/support/adverts")).json().Adverts;
    expect(list[0]).toMatchObject({ Id: saved.Id, Name: "Tankbau Huber", Variants: 2, Campaigns: 0 });
  });

  it("a campaign for 8xxxx in the offer list's slot shows at once for 80331, not for 10115; the report counts its click", async () => {
    const advert = (
      await call("POST", "/api/support/adverts", manager, {
        Name: "Sofort sichtbar",
        TargetUrl: "https://example.com/sofort",
        Variants: ['<p class="s">Sofort sichtbar <a href="https://example.com">hier</a></p>'],
        Css: "",
      })
    ).json();
    const slot = await slotId("angebotsliste-mitte");
    // Fill the platform's cache of the slot first: the save must drop it.
    await call("GET", "/api/slots/angebotsliste-mitte?zipCode=80331");
    const created = await call(
      "POST",
      "/api/support/campaigns",
      manager,
      campaign({ Items: [{ SlotId: slot, AdvertId: advert.Id, Weight: 1_000_000 }] }),
    );
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      Status: "active",
      Running: true,
      ZipPrefixes: ["8"],
      Items: [{ SlotKey: "angebotsliste-mitte", Weight: 1_000_000 }],
    });
    const munich = (await call("GET", "/api/slots/angebotsliste-mitte?zipCode=80331", null)).json().Slot;
    expect(munich.Html).toContain("Sofort sichtbar");
    expect((await call("GET", "/api/slots/angebotsliste-mitte?zipCode=10115", null)).json().Slot.Html).not.toContain("Sofort sichtbar");

    const href = /href="([^"]+)"/.exec(munich.Html)![1];
    expect((await call("GET", href, null)).statusCode).toBe(302);
    const report = (await call("GET", `/api/support/campaigns/${c.Id}/report`)).json();
    expect(report.To).toBe(today());
    expect(report.Total.Clicks).toBe(1);
    expect(report.Total.Impressions).toBeGreaterThanOrEqual(1);
    expect(report.Slots).toEqual([expect.objectContaining({ SlotKey: "angebotsliste-mitte", Clicks: 1 })]);
    const csv = await call("GET", `/api/support/campaigns/${c.Id}/report.csv`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="kampagne-${c.Id}-herbst-sued_${report.From}_bis_${report.To}.csv"`,
    );
    expect(csv.body).toContain("Tag;Werbeplatz;Impressionen;Klicks;Klickrate (%)");
    expect((await call("GET", `/api/support/campaigns/${c.Id}/report?format=csv`)).body).toBe(csv.body);
    const summary = (await call("GET", "/api/support/campaigns")).json().Campaigns.find((x: { Id: number }) => x.Id === c.Id);
    expect(summary).toMatchObject({ Clicks: 1, Running: true });

    // A running campaign's advert is not deleted; paused, it shows no more at once, and the advert may go.
    expect((await call("DELETE", `/api/support/adverts/${advert.Id}`)).json()).toMatchObject({ code: "ADVERT_IN_USE" });
    expect((await call("DELETE", `/api/support/campaigns/${c.Id}`)).statusCode).toBe(409);
    const paused = await call("PUT", `/api/support/campaigns/${c.Id}`, manager, campaign({ Status: "paused", Items: c.Items }));
    expect(paused.json()).toMatchObject({ Status: "paused", Running: false });
    expect((await call("GET", "/api/slots/angebotsliste-mitte?zipCode=80331", null)).json().Slot.Html).not.toContain("Sofort sichtbar");
    expect((await call("DELETE", `/api/support/adverts/${advert.Id}`)).statusCode).toBe(204);
    expect((await call("GET", `/api/support/campaigns/${c.Id}`)).json().Items).toEqual([]);
  });

  it("an edited advert shows at once in its slot", async () => {
    const advert = (
      await call("POST", "/api/support/adverts", manager, {
        Name: "Alt",
        TargetUrl: "https://example.com/a",
        Variants: ["<p>Alte Fassung</p>"],
        Css: "",
      })
    ).json();
    const slot = await slotId("news-seite");
    await call(
      "POST",
      "/api/support/campaigns",
      manager,
      campaign({ ZipPrefixes: [], Items: [{ SlotId: slot, AdvertId: advert.Id, Weight: 1_000_000 }] }),
    );
    expect((await call("GET", "/api/slots/news-seite", null)).json().Slot.Html).toContain("Alte Fassung");
    const put = await call("PUT", `/api/support/adverts/${advert.Id}`, manager, {
      Name: "Neu",
      TargetUrl: "https://example.com/a",
      Variants: ["<p>Neue Fassung</p>"],
      Css: "p{color:red}",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ Name: "Neu", Removed: [], UsedBy: [expect.objectContaining({ Running: true })] });
    const shown = (await call("GET", "/api/slots/news-seite", null)).json().Slot;
    expect(shown.Html).toContain("Neue Fassung");
    expect(shown.Css).toContain("color:red");
  });

  it("bad input: an end before the start, weights, unknown ids and keys, a slot twice are German 4xx", async () => {
    const slot = await slotId("preise-oben");
    const bad = async (method: "POST" | "PUT", url: string, body: object) => {
      const res = await call(method, url, manager, body);
      return [res.statusCode, res.json().code ?? res.json().message];
    };
    const dates = await call("POST", "/api/support/campaigns", manager, campaign({ StartsOn: "2026-02-01", EndsOn: "2026-01-31" }));
    expect(dates.statusCode).toBe(400);
    expect(dates.body).toContain("Das Ende der Kampagne darf nicht vor ihrem Beginn liegen.");
    for (const Weight of [0, -1, 1.5])
      expect(
        (await call("POST", "/api/support/campaigns", manager, campaign({ Items: [{ SlotId: slot, AdvertId: 1, Weight }] }))).statusCode,
      ).toBe(400);
    expect(await bad("POST", "/api/support/campaigns", campaign({ Items: [{ SlotId: slot, AdvertId: 999999, Weight: 1 }] }))).toEqual([
      404,
      "ADVERT_NOT_FOUND",
    ]);
    const atSlot = await slotId("preise-oben", 2);
    expect(await bad("POST", "/api/support/campaigns", campaign({ Items: [{ SlotId: atSlot, AdvertId: 1, Weight: 1 }] }))).toEqual([
      400,
      "ADVERT_ITEM_COUNTRY",
    ]);
    const input = {
      Key: "preise-oben",
      CountryId: 1,
      SlotTypeId: 1,
      AppliesZipFiltering: false,
      Width: 728,
      Height: 90,
      MobileWidth: 320,
      MobileHeight: 100,
    };
    expect(await bad("POST", "/api/support/slots", input)).toEqual([409, "ADVERT_SLOT_TAKEN"]);
    expect(await bad("POST", "/api/support/slots", { ...input, Key: "gibt-es-nicht" })).toEqual([404, "ADVERT_SLOT_NOT_FOUND"]);
    expect((await call("GET", "/api/support/campaigns/999999")).statusCode).toBe(404);
    expect((await call("GET", "/api/support/campaigns/1/report?from=2026-03-02&to=2026-03-01")).json().code).toBe(
      "ADVERT_REPORT_PERIOD_INVALID",
    );
  });

  it("a slot is edited (size, zip filtering) and shows the new box at once; one with adverts is not deleted", async () => {
    const id = await slotId("startseite-mitte", 3);
    const before = (await call("GET", `/api/support/slots/${id}`)).json();
    expect(before).toMatchObject({ Key: "startseite-mitte", Pages: "Startseite, zwischen den Abschnitten" });
    await call("GET", "/api/slots/startseite-mitte", null, undefined);
    const put = await call("PUT", `/api/support/slots/${id}`, manager, {
      Key: "startseite-mitte",
      CountryId: 3,
      SlotTypeId: 1,
      AppliesZipFiltering: true,
      Width: 700,
      Height: 100,
      MobileWidth: 300,
      MobileHeight: 120,
    });
    expect(put.json()).toMatchObject({ Width: 700, AppliesZipFiltering: true });
    const shown = await ctx.app.inject({ method: "GET", url: "/api/slots/startseite-mitte", headers: { host: "ch.localhost" } });
    expect(shown.json().Slot.Size).toEqual({ Width: 700, Height: 100, MobileWidth: 300, MobileHeight: 120 });
    expect((await call("DELETE", `/api/support/slots/${id}`)).json().code).toBe("ADVERT_SLOT_IN_USE");
  });
});
