import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { slotNamesOfHandles } from "../../domain/slots/slots.types.ts";
import { pageHandles } from "./page-slots.ts";

/** A build's route table as React Router writes it: flat, each route naming its parent, the module with its handle. */
function routes(defs: Array<{ id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }>): ServerBuild["routes"] {
  return Object.fromEntries(
    defs.map((d) => [
      d.id,
      {
        id: d.id,
        parentId: d.parentId,
        path: d.path,
        index: d.index,
        caseSensitive: undefined,
        module: { default: () => null, handle: d.handle },
      },
    ]),
  ) as unknown as ServerBuild["routes"];
}

describe("the slots a page names, from the build's route handles (decision 0059)", () => {
  const handles = pageHandles(
    routes([
      { id: "root", path: "" },
      { id: "home", parentId: "root", index: true, handle: { slots: ["start-oben"] } },
      { id: "layout", parentId: "root", handle: { slots: ["seite-rechts"] } },
      { id: "prices", parentId: "layout", path: "heizoelpreise", handle: { slots: ["preise-oben", "seite-rechts"] } },
      { id: "dealer", parentId: "layout", path: "haendler/:id" },
      { id: "plain", parentId: "root", path: "impressum" },
    ]),
  );
  const names = (path: string) => slotNamesOfHandles(handles(path));

  it.each([
    { path: "/", expected: ["start-oben"] },
    { path: "/heizoelpreise", expected: ["seite-rechts", "preise-oben"] },
    { path: "/haendler/42", expected: ["seite-rechts"] },
    { path: "/impressum", expected: [] },
    { path: "/gibt-es-nicht", expected: [] },
  ])("$path → $expected", ({ path, expected }) => {
    expect(names(path)).toEqual(expected);
    expect(names(path)).toEqual(expected);
  });
});
