import { describe, expect, it } from "vitest";
import { removedParts } from "./removed-parts.ts";

describe("what the advert allow-list took out (decision 0068)", () => {
  it("names scripts, frames, handlers and foreign addresses", () => {
    const raw =
      '<p onclick="x()">Hallo<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    expect(removedParts(raw, "<p>Hallo</p><a>x</a>")).toEqual([
      "Skripte (<script>)",
      "eingebettete Seiten (<iframe>, <object>, <embed>)",
      "Ereignis-Attribute (z. B. onclick)",
      "Adressen, die auf fremde oder unsichere Ziele zeigen (nur https und eigene Pfade)",
    ]);
  });

  it("names other elements that went and says nothing when nothing did", () => {
    expect(removedParts("<table><tr><td>x</td></tr></table>", "x")).toEqual([
      "nicht erlaubte Elemente (<table>, <tr>, <td>; ihr Text bleibt)",
    ]);
    expect(
      removedParts('<p><a href="https://example.com/a?b=1&c=2">x</a></p>', '<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>'),
    ).toEqual([]);
    expect(removedParts("<p>x</p>", "<p>x</p>")).toEqual([]);
  });
});
