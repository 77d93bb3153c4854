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
      '<div class="slot slot-preise-oben-ab" data-slot="preise-oben" style="contain:content;position:relative">' +
        "<style>.slot-preise-oben-ab .ad{color:red}</style>" +
        '<div><p class="ad">Heizöl</p></div></div>',
    );
  });

  it("leaves out the style element when the content has no stylesheet", () => {
    expect(
      renderToStaticMarkup(createElement(SlotView, { name: "kopf", content: { html: "<p>x</p>", css: "", scopeClass: "slot-kopf-1" } })),
    ).not.toContain("<style");
  });
});
