import { describe, expect, it } from "vitest";
import { slotNamesOfHandles } from "./slots.types.ts";

describe("which slots a page names (decision 0059)", () => {
  it.each([
    { case: "no handles", handles: [], names: [] },
    { case: "handles without slots", handles: [undefined, null, { otherCountryPath: "/x" }], names: [] },
    {
      case: "layout and page, outermost first, each once",
      handles: [{ slots: ["kopf", "seite-rechts"] }, { slots: ["preise-oben", "kopf"] }],
      names: ["kopf", "seite-rechts", "preise-oben"],
    },
    {
      case: "malformed names and values ignored",
      handles: [{ slots: ["Preise", "a b", "<x>", 7, "", "ok-1", "-x", "x-"] }, { slots: "kopf" }],
      names: ["ok-1"],
    },
  ])("$case", ({ handles, names }) => {
    expect(slotNamesOfHandles(handles)).toEqual(names);
  });
});
