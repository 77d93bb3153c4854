import { describe, expect, it, beforeAll } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { seedDemoAdverts } from "../../../db/seed/adverts/demo-adverts.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { createUser } from "../orders/orders.test-helpers.ts";

/** The adverts area's public calls (spec §7), the slots it fills, its counts and its refusals (decision 0068). */
describe.each(testDatabases())("adverts on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const get = (url: string, host = "de.localhost") => ctx.app.inject({ method: "GET", url, headers: { host, "user-agent": "vitest" } });
  beforeAll(async () => {
    await seedDemoAdverts(ctx.database.db);
  });

  it("GET /api/iam/slots lists the country's slots with their items (countryId default 1)", async () => {
    const res = await get("/api/iam/slots");
    expect(res.statusCode).toBe(200);
    const keys = res.json().Slots.map((s: { Key: string }) => s.Key);
    expect(keys).toEqual(["startseite-preise", "startseite-mitte", "angebotsliste-mitte", "preise-oben", "news-seite"]);
    const middle = res.json().Slots.find((s: { Key: string }) => s.Key === "startseite-mitte");
    // Spec §4: the primary campaign's item only while it applies.
    expect(middle.Items.map((i: { CampaignTypeId: number }) => i.CampaignTypeId)).toEqual([1]);
  });

  it("GET /api/iam/slots/{slotKey}: 80331 gets the 8xxxx campaign, 10115 the fallback (spec §4 zip filtering)", async () => {
    const munich = (await get("/api/iam/slots/angebotsliste-mitte?countryId=1&zipCode=80331")).json();
    const berlin = (await get("/api/iam/slots/angebotsliste-mitte?countryId=1&zipCode=10115")).json();
    expect(munich).toMatchObject({ Key: "angebotsliste-mitte", AppliesZipFiltering: true, SlotTypeId: 1, Width: 728, MobileWidth: 320 });
    expect(munich.Items).toHaveLength(1);
    expect(munich.Items[0]).toMatchObject({ CampaignTypeId: 1, Weight: 1, SlotId: munich.Id });
    expect(berlin.Items.map((i: { CampaignTypeId: number }) => i.CampaignTypeId)).toEqual([2]);
    expect(berlin.Items[0].AdvertId).not.toBe(munich.Items[0].AdvertId);
  });

  it("an unknown slot key or advert id is a German 404 with the area's code", async () => {
    const slot = await get("/api/iam/slots/gibt-es-nicht");
    expect(slot.statusCode).toBe(404);
    expect(slot.json()).toMatchObject({ code: "ADVERT_SLOT_NOT_FOUND", message: "Diesen Werbeplatz gibt es nicht." });
    const advert = await get("/api/iam/content/999999");
    expect(advert.statusCode).toBe(404);
    expect(advert.json()).toMatchObject({ code: "ADVERT_NOT_FOUND", message: "Diese Anzeige gibt es nicht." });
    expect((await get("/api/iam/content/css/a1-000000000000.css")).json()).toMatchObject({ code: "ADVERT_STYLESHEET_NOT_FOUND" });
  });

  it("GET /api/iam/content/{advertId}: the visitor's variant (seed modulo variants) and its stylesheet as text/css, scoped", async () => {
    const munich = (await get("/api/iam/slots/angebotsliste-mitte?zipCode=80331")).json();
    const id = munich.Items[0].AdvertId;
    const first = (await get(`/api/iam/content/${id}?clientSeed=0`)).json();
    const second = (await get(`/api/iam/content/${id}?clientSeed=1`)).json();
    const again = (await get(`/api/iam/content/${id}?clientSeed=-2`)).json();
    expect(first.Html).toContain("Tankreinigung zum Festpreis");
    expect(second.Html).toContain("Sauberer Tank");
    expect(again.Html).toBe(first.Html);
    expect(first.Html).toContain('rel="sponsored noopener noreferrer"');
    expect(first.StylesFileName).toMatch(new RegExp(`^a${id}-[0-9a-f]{12}\\.css$`));
    const css = await get(`/api/iam/content/css/${first.StylesFileName}`);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toContain("immutable");
    expect(css.body).toContain(`.iam-c${id} .karte`);
  });

  it("a slot is drawn for the visitor, labelled outside the advert, its links signed; the impression and the click are counted", async () => {
    const res = await get("/api/slots/angebotsliste-mitte?zipCode=80331");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const slot = res.json().Slot;
    expect(slot.Label).toBe("Anzeige");
    expect(slot.Size).toEqual({ Width: 728, Height: 120, MobileWidth: 320, MobileHeight: 150 });
    expect(slot.Html).toContain("Nur in Süddeutschland");
    expect(slot.Html).not.toContain("Anzeige");
    const href = /href="([^"]+)"/.exec(slot.Html)![1];
    expect(href).toMatch(/^\/api\/iam\/click\/\d+\.\d+\.\d+\.[A-Za-z0-9_-]{22}$/);

    const adverts = ctx.app.services.adverts;
    const campaignId = Number(href.split("/").at(-1)!.split(".")[0]);
    await adverts.flushCounts();
    const before = await adverts.campaignCounts(campaignId);
    expect(before.reduce((n, r) => n + r.impressions, 0)).toBeGreaterThanOrEqual(1);

    const click = await get(href);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toMatch(/^https:\/\/example\.com\/tankreinigung-sued\?utm_source=heizoel-marktplatz&utm_medium=anzeige/);
    expect(click.headers.location).toContain("utm_content=angebotsliste-mitte-desktop");
    const after = await adverts.campaignCounts(campaignId);
    expect(after.reduce((n, r) => n + r.clicks, 0)).toBe(before.reduce((n, r) => n + r.clicks, 0) + 1);

    // A made-up or altered link counts nothing and leads nowhere.
    const forged = await get(`${href.slice(0, -1)}${href.endsWith("A") ? "B" : "A"}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: "ADVERT_CLICK_INVALID" });
    expect((await get("/api/iam/click/1.1.1.https:%2F%2Fevil.example")).statusCode).toBe(404);
  });

  it("Austria labels its adverts 'Werbung'; without a postcode the offer list's slot shows the fallback", async () => {
    const at = (await get("/api/slots/startseite-mitte", "at.localhost")).json().Slot;
    expect(at.Label).toBe("Werbung");
    const plain = (await get("/api/slots/angebotsliste-mitte")).json().Slot;
    expect(plain.Html).toContain("Gut versichert");
    expect((await get("/api/slots/keiner")).json()).toEqual({ Slot: null });
  });

  it("the price banner of the home page: unit and total price for 3000 litres, time stamp and quality data, no label", async () => {
    const banner = (await get("/api/slots/startseite-preise")).json().Slot;
    expect(banner.Label).toBeNull();
    expect(banner.Html).toContain("Heizölpreis heute");
    expect(banner.Html).toMatch(/3\.000 Liter: [\d.]+,\d\d\s€/);
    expect(banner.Html).toContain("Stand ");
    expect(banner.Html).toContain("Kundenbewertung");
  });

  it("the banner partner: the sandbox covers 8xxxx, answers cached; a bad postcode is no postcode", async () => {
    const yes = (await get("/api/partnerbanner/is-available?countryId=1&zipCode=80331")).json();
    expect(yes).toEqual({
      IsSuccess: true,
      Payload: { HasData: true, LeadData: { Headline: expect.any(String), Url: expect.stringMatching(/^https:/) } },
    });
    const no = (await get("/api/partnerbanner/is-available?countryId=1&zipCode=10115")).json();
    expect(no).toEqual({ IsSuccess: true, Payload: { HasData: false, LeadData: null } });
    const junk = (await get("/api/partnerbanner/is-available?zipCode=%3Cscript%3E")).json();
    expect(junk.Payload.HasData).toBe(false);
  });

  it("bad input: scripts and handlers leave the advert (noted), foreign CSS is refused, weights are positive whole numbers, the end not before the start", async () => {
    const adverts = ctx.app.services.adverts;
    const actor = { id: (await createUser(ctx.app, ctx.database.db, { roles: ["AD_MANAGER"] })).id, requestId: "test" };
    const saved = await adverts.createAdvert(actor, {
      Name: "Test",
      TargetUrl: "https://example.org/ziel",
      Variants: ['<p onclick="x()">Hallo<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>'],
      Css: ".box{color:red}",
    });
    expect(saved.Removed).toEqual([
      "Skripte (<script>)",
      "eingebettete Seiten (<iframe>, <object>, <embed>)",
      "Ereignis-Attribute (z. B. onclick)",
      "Adressen, die auf fremde oder unsichere Ziele zeigen (nur https und eigene Pfade)",
    ]);
    expect(saved.Variants[0]).toBe("<p>Hallo</p>");
    const code = async (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e) => (e instanceof AppError ? e.code : String(e)),
      );
    expect(
      await code(
        adverts.createAdvert(actor, {
          Name: "X",
          TargetUrl: "https://example.org",
          Variants: ["<p>x</p>"],
          Css: "@import 'https://evil.example/a.css';",
        }),
      ),
    ).toBe("ADVERT_CSS_REFUSED");
    expect(
      await code(
        adverts.createAdvert(actor, {
          Name: "X",
          TargetUrl: "https://example.org",
          Variants: ["<p>x</p>"],
          Css: ".a{background:url(https://evil.example/t.gif)}",
        }),
      ),
    ).toBe("ADVERT_CSS_REFUSED");
    const campaign = {
      Name: "K",
      Advertiser: "A",
      CampaignTypeId: 1 as const,
      StartsOn: "2026-02-01",
      EndsOn: "2026-01-31",
      CountryIds: [1 as const],
    };
    expect(await code(adverts.createCampaign(actor, campaign))).toBe("ADVERT_CAMPAIGN_DATES_INVALID");
    const { Id: campaignId } = await adverts.createCampaign(actor, { ...campaign, EndsOn: "2026-02-01" });
    const slot = (await get("/api/iam/slots/news-seite")).json();
    for (const Weight of [0, -1, 1.5, Number.NaN])
      expect(await code(adverts.addSlotItem(actor, { SlotId: slot.Id, AdvertId: saved.Id, CampaignId: campaignId, Weight }))).toBe(
        "ADVERT_WEIGHT_INVALID",
      );
    expect(await code(adverts.addSlotItem(actor, { SlotId: slot.Id, AdvertId: 999999, CampaignId: campaignId, Weight: 1 }))).toBe(
      "ADVERT_NOT_FOUND",
    );
    expect(await code(adverts.addSlotItem(actor, { SlotId: slot.Id, AdvertId: saved.Id, CampaignId: campaignId, Weight: 2 }))).toBe("ok");
  });
});
