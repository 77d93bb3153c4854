import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SlotView } from "./slot.tsx";

describe("<Slot> (decision 0059)", () => {
  it("renders nothing for a slot with nothing to show: no empty box", () => {
    expect(renderToStaticMarkup(createElement(SlotView, { name: "preise-oben", content: undefined }))).toBe("");
  });

  it("renders the provided content in a contained box carrying the scope class of its stylesheet", () => {
    const html = renderToStaticMarkup(
      createElement(SlotView, {
        name: "preise-oben",
        content: { html: '<p class="ad">Heizöl</p>', css: ".slot-preise-oben-ab .ad{color:red}", scopeClass: "slot-preise-oben-ab" },
      }),
    );
    expect(html).toBe(
      '<div class="slot-frame" data-slot="preise-oben">' +
        '<div class="slot slot-preise-oben-ab" data-slot-state="shown" style="contain:content;position:relative">' +
        "<style>.slot-preise-oben-ab .ad{color:red}</style>" +
        '<div><p class="ad">Heizöl</p></div></div></div>',
    );
  });

  it("decision 0068: the label stands outside the content's HTML and the size is reserved for desktop and phone", () => {
    const html = renderToStaticMarkup(
      createElement(SlotView, {
        name: "angebotsliste-mitte",
        content: {
          html: "",
          css: "",
          scopeClass: "slot-angebotsliste-mitte",
          label: "Anzeige",
          size: { width: 728, height: 120, mobileWidth: 320, mobileHeight: 150 },
          deferred: true,
        },
      }),
    );
    expect(html).toContain('class="slot-frame slot-frame--sized slot-frame--labelled"');
    expect(html).toContain("--slot-w:728px;--slot-h:120px;--slot-mw:320px;--slot-mh:150px");
    expect(html).toContain('<p class="slot-frame__label">Anzeige</p><div class="slot slot-angebotsliste-mitte" data-slot-state="pending"');
    // Ad blockers' default lists hide these class names; our own boxes never carry them.
    expect(html).not.toMatch(/class="[^"]*\b(ad|ads|advert|banner-ad|ad-slot|werbung)\b/);
  });

  it("leaves out the style element when the content has no stylesheet", () => {
    expect(
      renderToStaticMarkup(createElement(SlotView, { name: "kopf", content: { html: "<p>x</p>", css: "", scopeClass: "slot-kopf-1" } })),
    ).not.toContain("<style");
  });
});
