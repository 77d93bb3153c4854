import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsUnsafeText, isSafeText, unsafeTextPaths } from "./safe-text.ts";

/** Every string of a JSON value, keys included, by plain recursion: the oracle of the quick check. */
function allStrings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(allStrings);
  if (v !== null && typeof v === "object") return Object.entries(v).flatMap(([k, item]) => [k, ...allStrings(item)]);
  return [];
}

// Strings with NUL and surrogates (paired and lone) among ordinary characters.
const text = fc.string({ unit: fc.constantFrom("a", "ä", "\u0000", "\ud800", "\udc00", "\ud83d\ude00", " ") });
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(text, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("unsafe text in request values (decision 0012)", () => {
  it("the quick check finds unsafe text exactly where a string or key is unsafe", () => {
    fc.assert(
      fc.property(json, (v) => {
        const unsafe = allStrings(v).some((s) => !isSafeText(s));
        expect(holdsUnsafeText(v)).toBe(unsafe);
        expect(unsafeTextPaths(v, "body").length > 0).toBe(unsafe);
      }),
      { numRuns: 500 },
    );
  });

  it("names the paths of the unsafe strings and keys, sorted", () => {
    const body = { b: ["ok", "x\u0000"], a: { "\udc00": 1, c: "\ud800" }, d: "😀" };
    expect(unsafeTextPaths(body, "body")).toEqual(["body.a", "body.a.c", "body.b.1"]);
    expect(unsafeTextPaths({ a: "ok", b: [1, null, { c: "fine" }] }, "body")).toEqual([]);
  });
});
