import { describe, expect, it } from "vitest";
import { wrapPoints } from "./copy-value.tsx";

describe("where a copied value may wrap (no break mid-word in a host name)", () => {
  it.each([
    [
      "http://de.localhost:3182/api/mex/open/v1/devices",
      "/.",
      ["http://", "de.", "localhost:3182/", "api/", "mex/", "open/", "v1/", "devices"],
    ],
    [
      "https://heizoel-marktplatz.de/api/mex/open/v1/devices",
      "/.",
      ["https://", "heizoel-marktplatz.", "de/", "api/", "mex/", "open/", "v1/", "devices"],
    ],
    ["Authorization: Bearer …", " ", ["Authorization: ", "Bearer ", "…"]],
    ["abc", "/.", ["abc"]],
    ["a/", "/", ["a/"]],
  ])("%s", (value, breakAfter, parts) => {
    expect(wrapPoints(value, breakAfter)).toEqual(parts);
    expect(wrapPoints(value, breakAfter).join("")).toBe(value);
  });
});
