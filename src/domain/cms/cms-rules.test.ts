import { describe, expect, it } from "vitest";
import { type BodyNode, bodyPlainText, docToText, plainTextToBody } from "./body-doc.ts";
import { cleanBody, isAllowedHref } from "./body-clean.ts";
import { normalisePath, pathVerdict } from "./page-path.ts";
import { publicState, scheduleProblem } from "./page-status.ts";
import { plainTextToBody as doc } from "./body-doc.ts";
import { diffLines, versionDiff } from "./version-diff.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-12-01T12:00:00Z");

describe("where a CMS page may live", () => {
  it.each([
    ["/info-center/heizoel-sparen", "ok"],
    ["/agb", "ok"],
    ["/heizoel-sparen/winter-2026", "ok"],
    ["/info-center", "reserved"],
    ["/heizoelpreise/bayern", "reserved"],
    ["/heizoel/angebotsliste", "reserved"],
    ["/support/cms/list", "reserved"],
    ["/api/x", "reserved"],
    ["/vorschau/x", "reserved"],
    ["/Groß", "malformed"],
    ["/a//b", "malformed"],
    ["/a/b/c/d/e", "malformed"],
    ["/-x", "malformed"],
  ])("%s is %s", (path, verdict) => expect(pathVerdict(path)).toBe(verdict));

  it("normalises what an editor types", () => {
    expect(normalisePath("  Info-Center/Tank/ ")).toBe("/info-center/tank");
  });
});

describe("what a visitor gets at a moment", () => {
  const page = (patch: object) => ({ status: "published" as const, publishAt: null, unpublishAt: null, redirectTo: null, ...patch });
  it.each([
    [{ status: "draft" }, "hidden"],
    [{ status: "published" }, "visible"],
    [{ status: "scheduled", publishAt: at("2026-12-01T13:00:00Z") }, "hidden"],
    [{ status: "scheduled", publishAt: at("2026-12-01T11:00:00Z") }, "visible"],
    [{ status: "published", unpublishAt: at("2026-12-01T12:00:00Z") }, "gone"],
    [{ status: "archived" }, "gone"],
    [{ status: "archived", redirectTo: "/info-center" }, "redirect"],
  ])("%j → %s", (patch, kind) => expect(publicState(page(patch), NOW).kind).toBe(kind));

  it("a schedule needs its start, and an end after it", () => {
    expect(scheduleProblem({ status: "scheduled", publishAt: null, unpublishAt: null })).toBe("publishAt");
    expect(scheduleProblem({ status: "published", publishAt: NOW, unpublishAt: NOW })).toBe("unpublishAt");
    expect(scheduleProblem({ status: "draft", publishAt: null, unpublishAt: null })).toBeNull();
  });
});

describe("the body's plain-text form", () => {
  const text = "## Tank\n\nErster Absatz\nim Block.\n\n- eins\n- zwei\n\n> Achtung: Öl!\n\n### Klein";
  it("becomes a document and back without loss", () => {
    const doc = plainTextToBody(text);
    expect(doc.content?.map((n) => n.type)).toEqual(["heading", "paragraph", "bulletList", "hintBox", "heading"]);
    expect(docToText(doc)).toBe("## Tank\n\nErster Absatz im Block.\n\n- eins\n- zwei\n\n> Achtung: Öl!\n\n### Klein");
    expect(bodyPlainText(doc, 20)).toBe("Tank Erster Absatz…");
  });

  it("is not offered for a body it cannot hold (marks it cannot write, tables)", () => {
    const para = (...content: BodyNode[]) => ({ type: "doc", content: [{ type: "paragraph", content }] });
    expect(docToText(para({ type: "text", text: "x", marks: [{ type: "italic" }] }))).toBeNull();
    expect(docToText(para({ type: "text", text: "x", marks: [{ type: "bold" }, { type: "italic" }] }))).toBeNull();
    expect(docToText(para({ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "/a", target: "_blank" } }] }))).toBeNull();
    // Literal marks in the words would read back as formatting.
    expect(docToText(para({ type: "text", text: "2 ** 3" }))).toBeNull();
    expect(docToText(para({ type: "text", text: "siehe [1](x)" }))).toBeNull();
    // Two bold neighbours cannot be told apart from one.
    expect(
      docToText(para({ type: "text", text: "a", marks: [{ type: "bold" }] }, { type: "text", text: "b", marks: [{ type: "bold" }] })),
    ).toBe("**ab**");
    expect(docToText({ type: "doc", content: [{ type: "table", content: [] }] })).toBeNull();
  });

  it("carries bold words and links both ways", () => {
    const line = "Fragen? **Montag bis Freitag** erreichbar, [Kontaktformular](/kontakt) oder [Mail](mailto:a@b.de).";
    const doc = plainTextToBody(`${line}\n\n- [Ratgeber](/info-center)`);
    expect(doc.content?.[0].content).toEqual([
      { type: "text", text: "Fragen? " },
      { type: "text", text: "Montag bis Freitag", marks: [{ type: "bold" }] },
      { type: "text", text: " erreichbar, " },
      { type: "text", text: "Kontaktformular", marks: [{ type: "link", attrs: { href: "/kontakt" } }] },
      { type: "text", text: " oder " },
      { type: "text", text: "Mail", marks: [{ type: "link", attrs: { href: "mailto:a@b.de" } }] },
      { type: "text", text: "." },
    ]);
    expect(docToText(doc)).toBe(`${line}\n\n- [Ratgeber](/info-center)`);
    // What the editor stores for a link (rel, class) still has a text form.
    const edited = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "hier",
              marks: [{ type: "link", attrs: { href: "/x", target: null, rel: "noopener noreferrer", class: null } }],
            },
          ],
        },
      ],
    };
    expect(docToText(edited)).toBe("[hier](/x)");
  });
});

describe("cleaning a posted body", () => {
  it.each([
    ["https://example.org", true],
    ["mailto:a@b.de", true],
    ["/info-center", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    [" JAVASCRIPT:alert(1)", false],
    ["data:text/html,x", false],
  ])("link %s allowed: %s", (href, ok) => expect(isAllowedHref(href)).toBe(ok));

  it("drops unknown nodes and marks, foreign links and images, and counts them", () => {
    const { doc, removed } = cleanBody({
      type: "doc",
      content: [
        { type: "script" },
        {
          type: "paragraph",
          content: [{ type: "text", text: "a", marks: [{ type: "onclick" }, { type: "link", attrs: { href: "javascript:x" } }] }],
        },
        { type: "image", attrs: { src: `/media/${"a".repeat(64)}.webp` } },
        { type: "image", attrs: { src: "https://evil.example/x.png" } },
      ],
    });
    expect(removed).toEqual({ elements: 2, links: 1, images: 1 });
    expect(doc.content?.map((n) => n.type)).toEqual(["paragraph", "image"]);
  });
});

describe("comparing versions", () => {
  it("marks removed and added lines around the common ones", () => {
    expect(diffLines(["a", "b", "c"], ["a", "c", "d"])).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
  });
});

describe("the changed fields in words", () => {
  it("names the status and the site, and writes times in German", () => {
    const base = {
      Path: "/agb",
      CountryId: null,
      Title: "AGB",
      SeoTitle: "",
      SeoDescription: "",
      Body: doc("x"),
      Status: "draft" as const,
      PublishAt: null,
      UnpublishAt: null,
      RedirectTo: null,
    };
    const diff = versionDiff(base, { ...base, CountryId: 3, Status: "published", PublishAt: "2026-12-01T07:00:00.000Z" });
    expect(diff.fields).toEqual([
      { label: "Land", before: "Alle Länderseiten", after: "Schweiz" },
      { label: "Status", before: "Entwurf", after: "Veröffentlicht" },
      { label: "Veröffentlichen ab", before: "–", after: "01.12.2026, 08:00 Uhr" },
    ]);
  });
});
