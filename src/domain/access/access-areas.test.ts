import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS, apiAreaOf, pageAreaOf, pageRouteAreaOf, verdict } from "./access-areas.ts";
import { userFromClaims } from "../account/auth.ts";

describe("decision 0019: the area of a server route pattern", () => {
  it.each([
    ["/api/kalkulation/berechnen", "public"],
    ["/api/account/jwt/anmelden", "public"],
    ["/api/*", "public"],
    ["/healthz", "public"],
    ["/metrics", "public"],
    ["/api/docs/json", "public"],
    ["/api/jwt/konto/persoenliche-daten", "account"],
    ["/api/basedata/get", "account"],
    ["/api/site/mex/mex-snapshot", "account"],
    ["/api/site/:countryId/prices/best", "public"],
    ["/api/jwt/adressen/order-addresses/:countryId", "order-process"],
    ["/api/jwt/adressen/:id", "account"],
    ["/api/order-process/checkout/start", "order-process"],
    ["/api/customer/dashboard", "customer"],
    ["/api/mex/sensors/:id", "mex"],
    ["/api/support/user/list", "support"],
    ["/api/support/cms/pages", "editor"],
    ["/api/support/slots/:slotId", "ad-manager"],
    ["/api/support/cache", "admin"],
    ["/api/ordercancellationlist/getOrderCancellationList", "cancellations"],
    ["/api/periodStatistic/getStatistic", "statistics"],
  ])("%s → %s", (url, area) => {
    expect(apiAreaOf(url)?.id).toBe(area);
  });

  it.each(["/api", "/api/neu", "/api/jwtx/a", "/metricsx", "/status"])("%s is in no area: the guard refuses to register it", (url) => {
    expect(apiAreaOf(url)).toBeNull();
  });
});

describe("decision 0019: the area of a requested page", () => {
  it.each([
    ["/", "public"],
    ["/heizoel/angebotsliste", "public"],
    ["/heizoel/bestellung", "order-process"],
    ["/diesel/bestellung/adresse", "order-process"],
    ["/heizoel/bestellung-erfolgreich/12", "order-status"],
    ["/persoenliche-daten", "account"],
    ["/PERSOENLICHE-DATEN/", "account"],
    ["/pers%6Fenliche-daten", "account"],
    ["//persoenliche-daten", "account"],
    ["/kunde/dashboard/verbrauch", "customer"],
    ["/kunde/stammdaten", "public"],
    ["/kunde/stammdaten-x", "customer"],
    ["/mein-mex", "mex"],
    ["/mex/tanks/3/2", "mex"],
    ["/community/mex", "community"],
    ["/community/beitrag/12", "community"],
    ["/haendlerportal", "dealer-portal"],
    ["/support/user/list", "support"],
    ["/support/benutzer/4/bearbeiten", "support"],
    ["/support/adverts/create", "ad-manager"],
    ["/support/cms/news/3", "editor"],
    ["/support/data-export", "admin"],
    ["/admin/verkaufsliste", "sales-list"],
    ["/admin/gibt-es-noch-nicht", "admin"],
    ["/stornomanagement", "cancellations"],
    ["/statistics", "statistics"],
    ["/export-orders", "order-export"],
  ])("%s → %s", (path, area) => {
    expect(pageAreaOf(path)?.id).toBe(area);
  });

  it.each([
    ["an unknown product group is the public 404 page, not the login", "/nichts/bestellung"],
    ["product group names are exact, as the order pages accept them", "/HEIZOEL/bestellung"],
    ["a prefix matches whole segments only", "/persoenliche-daten-alt"],
    ["an unknown path", "/gibt-es-nicht"],
  ])("%s (%s)", (_n, path) => {
    expect(pageAreaOf(path)?.id ?? "public").toBe("public");
  });

  it("route patterns of src/web/routes.ts find their area", () => {
    expect(pageRouteAreaOf(":productGroup/bestellung/:stepOrVariant?/:stepName?/:subStep?")?.id).toBe("order-process");
    expect(pageRouteAreaOf(":productGroup/angebotsliste")?.id).toBe("public");
    expect(pageRouteAreaOf("")?.id).toBe("public");
  });
});

describe("decision 0019: who may open an area", () => {
  const area = (id: string) => AREAS.find((a) => a.id === id)!;
  const user = (claims: Parameters<typeof userFromClaims>[0]) => userFromClaims(claims);
  const guest = user({ id: "1", isGuest: "True" });
  const customer = user({ id: "2", isGuest: "False" });
  const mex = user({ id: "3", isGuest: "False", hasMexEnabled: "True" });
  const support = user({ id: "4", role: "Role_Heizoel24_CustomerSupport" });
  const admin = user({ id: "5", role: "ADMIN" });
  const finance = user({ id: "6", role: "Role_Heizoel24_Financial" });

  it.each([
    ["public: anyone", "public", null, "allowed"],
    ["session: anonymous must log in", "account", null, "anonymous"],
    ["session: a guest may (spec §6: guests order)", "order-process", guest, "allowed"],
    ["customer: anonymous must log in", "customer", null, "anonymous"],
    ["customer: a guest is refused (no CUSTOMER, spec §6)", "customer", guest, "forbidden"],
    ["customer: a customer may", "customer", customer, "allowed"],
    ["mex: a customer without mex is refused", "mex", customer, "forbidden"],
    ["mex: a mex customer may (MEX_CUSTOMER added for hasMexEnabled)", "mex", mex, "allowed"],
    ["support: a long support role name may", "support", support, "allowed"],
    ["editor: support may not", "editor", support, "forbidden"],
    ["statistics: finance may", "statistics", finance, "allowed"],
    ["admin: finance may not", "admin", finance, "forbidden"],
    ["every area: admin may (spec §6 'role or admin')", "dealer-portal", admin, "allowed"],
  ] as const)("%s", (_n, id, u, expected) => {
    expect(verdict(area(id), u)).toBe(expected);
  });

  it("no path leads nowhere: unknown paths are allowed (the 404 page)", () => {
    expect(verdict(null, null)).toBe("allowed");
  });

  it("the table is every area's rows, in the order of the area list (the longest prefix wins, so the order is only how it reads)", async () => {
    expect(AREAS.map((a) => a.id)).toEqual([
      "public",
      "order-process",
      "order-status",
      "account",
      "customer",
      "mex",
      "mex-devices",
      "dealer-portal",
      "support",
      "ad-manager",
      "admin",
      "sales-list",
      "editor",
      "cancellations",
      "statistics",
      "order-export",
      "community",
    ]);
    // A `<area>.access.ts` left out of access-areas.ts would guard nothing: every file's rows are in the table, once.
    const domain = resolve(import.meta.dirname, "..");
    const rows: unknown[] = [];
    for (const folder of readdirSync(domain, { withFileTypes: true }).filter((d) => d.isDirectory()))
      for (const file of readdirSync(join(domain, folder.name)).filter((f) => f.endsWith(".access.ts")))
        for (const exported of Object.values((await import(join(domain, folder.name, file))) as Record<string, unknown[]>))
          rows.push(...exported);
    expect(rows.length).toBe(AREAS.length);
    for (const row of rows) expect(AREAS).toContain(row);
  });

  it("area ids are unique and every prefix is in one area only", () => {
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    for (const kind of ["api", "pages"] as const) {
      const all = AREAS.flatMap((a) => a[kind].map((p) => p.toLowerCase()));
      expect(new Set(all).size, kind).toBe(all.length);
    }
  });
});
