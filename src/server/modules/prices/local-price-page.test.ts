import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { readPostcodes } from "../../../db/seed/reference-data.ts";
import { distanceKm } from "../../../domain/location/geo.ts";
import { pricesTestDeps } from "./prices.test-helpers.ts";
import { crossLinks } from "./cross-links.ts";
import { largestPlaces, localPricePageData, resolveLocalPage } from "./local-price-page.ts";

const centres = new Map(readPostcodes().map((r) => [`${r.countryId}|${r.zip}`, { lat: r.lat, lon: r.lon }]));
const centre = (countryId: number, zip: string) => centres.get(`${countryId}|${zip}`)!;

type Page = Exclude<Awaited<ReturnType<typeof localPricePageData>>, { redirect: string }>;

describe.each(testDatabases())("§2 local price pages on $name", (kind) => {
  const ctx = withTestApp(kind);
  const deps = pricesTestDeps(ctx);
  const page = async (countryId: number, stateName: string, countyOrCityZipCode: string, cityZipCode?: string) => {
    const p = await localPricePageData(deps(), { countryId, stateName, countyOrCityZipCode, cityZipCode, range: "1j" });
    if (p.redirect !== null) throw new Error(`unexpected redirect to ${p.redirect}`);
    return p as Page;
  };

  it("resolves /heizoelpreise/{stateName}/{countyOrCityZipCode}/{cityZipCode}: place, postcode, short form and misfiled postcodes", async () => {
    expect(await resolveLocalPage(deps(), 1, "bayern", "muenchen")).toMatchObject({ kind: "place", place: { name: "München" }, zip: null });
    expect(await resolveLocalPage(deps(), 1, "bayern", "muenchen", "80331")).toMatchObject({ kind: "zip", zip: { zip: "80331" } });
    // The postcode in the second segment is the short form: 301 to the canonical address.
    expect(await resolveLocalPage(deps(), 1, "bayern", "80331")).toEqual({
      kind: "redirect",
      location: "/heizoelpreise/bayern/muenchen/80331",
    });
    // A postcode asked for under another state still finds its page.
    expect(await resolveLocalPage(deps(), 1, "berlin", "80331")).toEqual({
      kind: "redirect",
      location: "/heizoelpreise/bayern/muenchen/80331",
    });
    expect(await resolveLocalPage(deps(), 2, "tirol", "6020")).toEqual({
      kind: "redirect",
      location: "/heizoelpreise/tirol/innsbruck/6020",
    });
    expect(await resolveLocalPage(deps(), 3, "zuerich", "zuerich", "8001")).toMatchObject({ kind: "zip" });
  });

  it.each([
    [1, "atlantis", "muenchen", undefined, "Diese Region gibt es nicht."],
    [1, "bayern", "atlantis", undefined, "Diesen Ort gibt es nicht."],
    [1, "bayern", "muenchen", "10115", "Diese Postleitzahl gibt es nicht."],
    [1, "bayern", "muenchen", "99999", "Diese Postleitzahl gibt es nicht."],
    [1, "bayern", "00000", undefined, "Diese Postleitzahl gibt es nicht."],
    [1, "bayern", "80331", "80331", "Diese Postleitzahl gibt es nicht."],
    [2, "bayern", "muenchen", undefined, "Diese Region gibt es nicht."],
  ])("country %i /%s/%s/%s is a German 404", async (countryId, state, second, third, message) => {
    await expect(resolveLocalPage(deps(), countryId, state, second, third)).rejects.toMatchObject({ statusCode: 404, message });
  });

  it.each([
    [1, "bayern", "muenchen", "80331"],
    [2, "tirol", "innsbruck", "6020"],
    [3, "zuerich", "zuerich", "8001"],
  ])(
    "country %i postcode page %s/%s/%s: local average and trend, chart, range rows, dealers, neighbours",
    async (countryId, state, place, zip) => {
      const p = await page(countryId, state, place, zip);
      expect(p.kind).toBe("zip");
      expect(p.zipCode).toBe(zip);
      expect(p.calculatorZip).toBe(zip);
      // Local figures from the offers of the dealers delivering there.
      expect(p.local).not.toBeNull();
      expect(p.local!.Cheapest).toBeLessThanOrEqual(p.local!.Average);
      expect(p.local!.Average).toBeLessThanOrEqual(p.local!.Dearest);
      expect(p.local!.DealerCount).toBe(p.dealers.length);
      expect(p.dealers.length).toBeGreaterThan(1);
      expect(p.dealers[0].UnitPrice).toBe(p.local!.Cheapest);
      expect(p.dealers.map((d) => d.UnitPrice)).toEqual([...p.dealers.map((d) => d.UnitPrice)].sort((a, b) => a - b));
      expect(p.local!.StateAverage).toBeGreaterThan(0);
      expect(Number(p.local!.DifferenceToState!.toFixed(1))).toBe(p.local!.DifferenceToState);
      // Every listed dealer has a branch delivering to the postcode: by its radius (the demo branches
      // stand at their postcode's centre) or by its postcode list.
      for (const d of p.dealers.slice(0, 3)) {
        const res = await ctx.app.inject({ method: "GET", url: `/api/site/${countryId}/dealers/${d.DealerId}` });
        const branches = res.json().Branches as { ZipCode: string; DeliveryRadiusKm: number; DeliveryAreas: string[] }[];
        const delivering = branches.filter(
          (b) =>
            distanceKm(centre(countryId, b.ZipCode), centre(countryId, zip)) <= b.DeliveryRadiusKm ||
            b.DeliveryAreas.some((a) => zip.startsWith(a)),
        );
        expect(delivering.length, `dealer ${d.DealerId}`).toBeGreaterThan(0);
        expect(d.Link).toBe(`/heizoelhaendler/${state}/${zip}/${d.DealerId}`);
      }
      // Trend and chart of the state's history.
      expect(p.trend).not.toBeNull();
      expect(Number(p.trend!.Change.toFixed(2))).toBe(p.trend!.Change);
      expect(p.chart.length).toBeGreaterThan(1);
      // Spec §3 price range rows with a Header.
      expect(p.rangeLocal.Header).toBe(`Durchschnittspreise in ${p.name}`);
      expect(p.rangeLocal.Result[0]).toEqual({
        DateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        GroupTitle: `Heizöl (je 100 l bei ${countryId === 3 ? "3\u2019000" : "3.000"} l)`,
        Price: p.local!.Average,
        Link: `/heizoel/angebotsliste?zipCode=${zip}&amount=3000`,
      });
      // Nearby postcodes of the same district, linking to their canonical pages.
      expect(p.nearbyZips.length).toBeGreaterThan(0);
      for (const n of p.nearbyZips) {
        expect(n.Zip.slice(0, 2)).toBe(zip.slice(0, 2));
        expect(n.Link).toMatch(new RegExp(`^/heizoelpreise/${state}/[a-z0-9-]+/${n.Zip}$`));
      }
      expect(p.nearbyPlaces.length).toBeGreaterThan(0);
      expect(p.nearbyPlaces.every((n) => n.Link.startsWith(`/heizoelpreise/${state}/`))).toBe(true);
      // The cheapest offer per amount falls with the amount.
      const perAmount = p.byAmount.map((b) => b.UnitPrice!);
      expect(perAmount[0]).toBeGreaterThan(perAmount[perAmount.length - 1]);
    },
  );

  it("a place page covers all its postcodes and links places nearby, which link back", async () => {
    const muenchen = await page(1, "bayern", "muenchen");
    expect(muenchen.kind).toBe("place");
    expect(muenchen.zips.length).toBe(75);
    expect(muenchen.zips[0]).toEqual({ Zip: "80331", Place: "München", Link: "/heizoelpreise/bayern/muenchen/80331" });
    expect(muenchen.calculatorZip).toBe("80331");
    expect(muenchen.nearbyPlaces.length).toBeGreaterThan(3);
    const neighbour = muenchen.nearbyPlaces[0];
    const slug = neighbour.Link.split("/")[3];
    const other = await page(1, "bayern", slug);
    expect(other.nearbyPlaces.map((n) => n.Link)).toContain("/heizoelpreise/bayern/muenchen");
  });

  it("the state page lists the main towns leading to place pages", async () => {
    const states = await ctx.app.services.location.listCountryStates(1);
    const bayern = states.find((s) => s.Name === "bayern")!;
    const places = await largestPlaces(deps(), 1, bayern);
    expect(places.map((p) => p.Name)).toEqual(expect.arrayContaining(["München", "Nürnberg", "Augsburg", "Regensburg"]));
    const tirol = (await ctx.app.services.location.listCountryStates(2)).find((s) => s.Name === "tirol")!;
    expect((await largestPlaces(deps(), 2, tirol)).map((p) => p.Link)).toContain("/heizoelpreise/tirol/innsbruck");
    const zuerich = (await ctx.app.services.location.listCountryStates(3)).find((s) => s.Name === "zuerich")!;
    expect((await largestPlaces(deps(), 3, zuerich)).map((p) => p.Link)).toContain("/heizoelpreise/zuerich/zuerich");
  });

  it("§7 prices/range-local with a postcode or a place gives the local rows; unknown → 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site/1/prices/range-local?zipCode=80331" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=120");
    const body = res.json();
    expect(body.Header).toBe("Durchschnittspreise in 80331 München");
    expect(body.Result[0].Link).toBe("/heizoel/angebotsliste?zipCode=80331&amount=3000");
    const place = (await ctx.app.inject({ method: "GET", url: "/api/site/2/prices/range-local?stateName=tirol&city=innsbruck" })).json();
    expect(place.Header).toBe("Durchschnittspreise in Innsbruck");
    const missing = await ctx.app.inject({ method: "GET", url: "/api/site/1/prices/range-local?zipCode=00000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Diese Postleitzahl gibt es nicht.");
  });

  it("§7 cross-linking of a postcode page leads to its state and to the dealers of the postcode", async () => {
    const links = await crossLinks(deps(), 1, "/heizoelpreise/bayern/muenchen/80331");
    expect(links.slice(0, 2)).toEqual([
      { Title: "Heizölpreise in Bayern", Link: "/heizoelpreise/bayern" },
      { Title: "Heizölhändler für 80331", Link: "/heizoelhaendler/bayern/80331" },
    ]);
  });
});
