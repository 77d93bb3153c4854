import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { CUSTOMER_NAV } from "./customer-nav.ts";

interface Entry {
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

describe("the customer area's navigation (decision 0028)", () => {
  const pages = new Set(pagePaths(routeConfig as Entry[]));

  it("links only to pages the route table has, each path once, all under /kunde", () => {
    expect(CUSTOMER_NAV.filter((item) => !pages.has(item.to)).map((i) => i.to)).toEqual([]);
    expect(new Set(CUSTOMER_NAV.map((i) => i.to)).size).toBe(CUSTOMER_NAV.length);
    expect(CUSTOMER_NAV.every((i) => i.to.startsWith("/kunde/"))).toBe(true);
  });
});
