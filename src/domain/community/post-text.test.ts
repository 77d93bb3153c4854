import { describe, expect, it } from "vitest";
import { countLinks, excerptOf, normalisedText, postParagraphs } from "./post-text.ts";

describe("a post's plain text (decision 0069)", () => {
  it("splits paragraphs at blank lines and keeps single line breaks", () => {
    expect(postParagraphs("Erster Absatz\nzweite Zeile\n\n\n  Zweiter Absatz  \r\n")).toEqual([
      [[{ kind: "text", text: "Erster Absatz" }], [{ kind: "text", text: "zweite Zeile" }]],
      [[{ kind: "text", text: "Zweiter Absatz" }]],
    ]);
  });

  it.each([
    [
      "Siehe https://example.org/preise.",
      [
        { kind: "text", text: "Siehe " },
        { kind: "link", text: "https://example.org/preise", href: "https://example.org/preise" },
        { kind: "text", text: "." },
      ],
    ],
    [
      "(www.example.org)",
      [
        { kind: "text", text: "(" },
        { kind: "link", text: "www.example.org", href: "https://www.example.org" },
        { kind: "text", text: ")" },
      ],
    ],
    ["javascript:alert(1) bleibt Text", [{ kind: "text", text: "javascript:alert(1) bleibt Text" }]],
  ])("links in %j", (text, pieces) => {
    expect(postParagraphs(text)[0][0]).toEqual(pieces);
  });

  it("an address inside markup is a link; the markup around it stays text", () => {
    expect(postParagraphs('<a href="https://x.example">x</a>')[0][0]).toEqual([
      { kind: "text", text: '<a href="' },
      { kind: "link", text: "https://x.example", href: "https://x.example" },
      { kind: "text", text: '">x</a>' },
    ]);
  });

  it("markup is never a piece of its own: the tag stays text", () => {
    const pieces = postParagraphs("<script>alert(1)</script> <b>fett</b>").flat(2);
    expect(pieces).toEqual([{ kind: "text", text: "<script>alert(1)</script> <b>fett</b>" }]);
  });

  it.each([
    ["kein Link", 0],
    ["https://a.example und www.b.example", 2],
    ["https://a.example\n\nhttp://b.example/x?y=1 www.c.example", 3],
  ])("counts the links of %j", (text, n) => {
    expect(countLinks(text)).toBe(n);
  });

  it("a duplicate is the same text whatever the spacing and case", () => {
    expect(normalisedText("  Jetzt   kaufen?\n\nODER warten ")).toBe(normalisedText("jetzt kaufen? oder warten"));
  });

  it("an excerpt ends at a word", () => {
    expect(excerptOf("kurz")).toBe("kurz");
    expect(excerptOf("Wort ".repeat(60), 30)).toBe("Wort Wort Wort Wort Wort Wort …");
  });
});
