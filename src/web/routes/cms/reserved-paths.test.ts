import { describe, expect, it } from "vitest";
import { RESERVED_FIRST_SEGMENTS } from "../../../domain/cms/page-path.ts";
import routes from "../../routes.ts";

type RouteNode = { path?: string; children?: RouteNode[] };

/** Every literal first segment of the product's routes is kept from CMS pages (decision 0065). */
describe("CMS paths never shadow a route of the product", () => {
  it("each first segment of src/web/routes.ts is reserved", () => {
    const firsts = new Set<string>();
    const walk = (nodes: RouteNode[]) => {
      for (const n of nodes) {
        const first = n.path?.split("/")[0];
        if (first && !first.startsWith(":") && first !== "*") firsts.add(first.toLowerCase());
        // A layout's children start at the root; a page's children are below its own path.
        if (n.children && !n.path) walk(n.children);
      }
    };
    walk(routes as unknown as RouteNode[]);
    expect(firsts.size).toBeGreaterThan(20);
    expect([...firsts].filter((f) => !RESERVED_FIRST_SEGMENTS.has(f))).toEqual([]);
  });
});
