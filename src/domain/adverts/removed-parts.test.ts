import { describe, expect, it } from "vitest";
import { knownRemovedKinds, removedKinds } from "./removed-parts.ts";

describe("what the advert allow-list took out (decision 0068)", () => {
  it("names scripts, frames, handlers and foreign addresses", () => {
    const raw =
      '<p onclick="x()">Hallo<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    expect(removedKinds(raw, "<p>Hallo</p><a>x</a>")).toEqual(["script", "frame", "handler", "url"]);
  });

  it("names other elements that went and says nothing when nothing did", () => {
    expect(removedKinds("<table><tr><td>x</td></tr></table>", "x")).toEqual(["element"]);
    expect(
      removedKinds('<p><a href="https://example.com/a?b=1&c=2">x</a></p>', '<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>'),
    ).toEqual([]);
    expect(removedKinds("<p>x</p>", "<p>x</p>")).toEqual([]);
  });

  it("reads only known kinds from a page's query", () => {
    expect(knownRemovedKinds("url.script.<b>")).toEqual(["script", "url"]);
    expect(knownRemovedKinds(null)).toEqual([]);
  });
});
