import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { PORTAL_NAV, portalNavFor } from "./portal-nav.ts";

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page path of the route table, from the root ("" for the index). */
function pagePaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const path = [parent, e.path ?? ""].filter(Boolean).join("/");
    return e.children?.length ? pagePaths(e.children, path) : [`/${path}`];
  });
}

describe("the dealer portal's navigation (decision 0026)", () => {
  const pages = new Set(pagePaths(routeConfig as Entry[]));

  it("links only to pages the route table has", () => {
    expect(PORTAL_NAV.filter((item) => !pages.has(item.to)).map((i) => i.to)).toEqual([]);
  });

  it("starts with the overview, orders and deliveries, each path once", () => {
    expect(PORTAL_NAV.slice(0, 3).map((i) => i.label)).toEqual(["Übersicht", "Bestellungen", "Lieferungen"]);
    expect(new Set(PORTAL_NAV.map((i) => i.to)).size).toBe(PORTAL_NAV.length);
  });

  it("staff see every entry but the admins' ones", () => {
    expect(portalNavFor("staff")).toEqual(PORTAL_NAV.filter((i) => !i.adminOnly));
    expect(portalNavFor("admin")).toEqual([...PORTAL_NAV]);
  });
});
