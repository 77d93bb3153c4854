import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeliveryMap as DeliveryMapData } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { DeliveryMap } from "./delivery-map.tsx";

/** A finished map as the server hands it to the page (decision 0048). */
const MAP: DeliveryMapData = {
  ViewBox: "300 500 120 120",
  Unit: 0.4,
  FontSize: 4.29,
  FontSizeWide: 3,
  Areas: [
    { Kind: "neighbour", D: "M300 600L420 600L420 620L300 620Z" },
    { Kind: "home", D: "M300 500L420 500L420 600L300 600Z" },
  ],
  Borders: [
    { Kind: "state", D: "M360 500L360 600" },
    { Kind: "country", D: "M300 600L420 600" },
  ],
  Radius: { Cx: 360, Cy: 560, R: 40 },
  Branch: { X: 360, Y: 560 },
  Towns: [
    { Name: "München", X: 360, Y: 560, Inside: true, Label: { X: 362.4, Y: 561.5, Anchor: "start" } },
    { Name: "Augsburg", X: 310, Y: 550, Inside: false, Label: { X: 309, Y: 551.5, Anchor: "end" } },
    { Name: "Dachau", X: 350, Y: 540, Inside: true, Label: null },
  ],
  Postcodes: [{ ZipCode: "83022", X: 380, Y: 590, Label: { X: 381, Y: 591, Anchor: "start" } }],
  TownsInside: ["München", "Dachau"],
};

const render = (props: Partial<Parameters<typeof DeliveryMap>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DeliveryMap, { map: MAP, branchName: "Filiale München", radiusKm: 40, postcodeCount: 1, hasPosition: true, ...props }),
  );

describe("the delivery map's SVG (decisions 0027, 0048)", () => {
  it("writes land, borders, the radius, towns with the names the server placed, postcodes and the branch", () => {
    const html = render();
    expect(html).toContain('viewBox="300 500 120 120"');
    expect(html).toContain('class="delivery-map__area delivery-map__area--home" d="M300 500L420 500L420 600L300 600Z"');
    expect(html).toContain('class="delivery-map__border delivery-map__border--country" d="M300 600L420 600"');
    expect(html).toContain('class="delivery-map__border delivery-map__border--state"');
    expect(html).toMatch(/<circle class="delivery-map__radius" cx="360" cy="560" r="40"/);
    // Every town a dot (inside filled), only the placed ones a name.
    expect(html.match(/class="delivery-map__town[ "]/g)).toHaveLength(3);
    expect(html.match(/delivery-map__town--inside/g)).toHaveLength(2);
    expect(html).toMatch(
      /<text class="delivery-map__label delivery-map__label--inside" x="362.4" y="561.5" text-anchor="start">München<\/text>/,
    );
    expect(html).toMatch(/<text class="delivery-map__label" x="309" y="551.5" text-anchor="end">Augsburg<\/text>/);
    expect(html).not.toContain(">Dachau</text>");
    expect(html).toContain("<title>Dachau</title>");
    expect(html).toMatch(/<rect class="delivery-map__postcode"[^>]*><title>83022<\/title><\/rect>/);
    expect(html).toContain(">83022</text>");
    expect(html).toContain("<title>Filiale München</title>");
    // The names' sizes for phones and wide screens, as CSS variables (the stylesheet picks one).
    expect(html).toContain('style="--map-font:4.29;--map-font-wide:3"');
    expect(html).toContain("Im Radius u. a.: München, Dachau");
    expect(html).toContain(
      'aria-label="Karte des Liefergebiets – Filiale München: Radius 40 km, 1 Postleitzahl der Liste; im Radius liegen unter anderem München, Dachau"',
    );
  });

  it("without coordinates: no branch in the legend, and a note why there is no circle", () => {
    const html = render({
      map: { ...MAP, Radius: null, Branch: null, TownsInside: [] },
      hasPosition: false,
      radiusKm: 0,
      postcodeCount: 3,
    });
    expect(html).not.toContain("delivery-map__radius");
    expect(html).not.toContain("delivery-map__key--branch");
    expect(html).toContain("noch keine Koordinaten hinterlegt");
    expect(html).toContain("kein Radius, 3 Postleitzahlen der Liste");
  });
});
