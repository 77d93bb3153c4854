import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { CUSTOMER_NAV } from "./customer-nav.ts";

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

function pagePaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const path = [parent, e.path ?? ""].filter(Boolean).join("/");
    return e.children?.length ? pagePaths(e.children, path) : [`/${path}`];
  });
}

describe("the customer area's navigation (decisions 0028, 0045)", () => {
  const routes = routeConfig as Entry[];
  const areaPages = new Set(pagePaths(routes.find((e) => e.id === "layout-customer-area")?.children ?? []));

  it("links only to pages of the area's layout, each path once: under /kunde, and the personal data", () => {
    expect(areaPages.size).toBeGreaterThan(5);
    expect(CUSTOMER_NAV.filter((item) => !areaPages.has(item.to)).map((i) => i.to)).toEqual([]);
    expect(new Set(CUSTOMER_NAV.map((i) => i.to)).size).toBe(CUSTOMER_NAV.length);
    expect(CUSTOMER_NAV.filter((i) => !i.to.startsWith("/kunde/")).map((i) => i.to)).toEqual(["/persoenliche-daten"]);
  });

  it("has no tab for /kunde/stammdaten, which only leads to the personal data", () => {
    expect(CUSTOMER_NAV.map((i) => i.to)).not.toContain("/kunde/stammdaten");
    expect(pagePaths(routes)).toContain("/kunde/stammdaten");
  });
});
