/**
 * The delivery area's map (decision 0048), worked out on the server: the section around the branch's
 * radius and its listed postcodes, with the state and country borders, the neighbours, the towns inside
 * and near the radius (names of the largest, as many as stay readable) and the listed postcodes. The
 * projection is the state maps' own Mercator (map-projection.ts), the outlines and towns the project's
 * geodata (scripts/build-reference-data.ts). Pure: the page gets the finished coordinates.
 */
import { distanceKm } from "../location/geo.ts";
import { clipLine, clipRing, rectsOverlap, svgPath, thinLine, type Rect } from "../location/map-geometry.ts";
import { kmToMapUnits, mapSize, projectPoint, unprojectPoint, type MapCountry } from "../location/map-projection.ts";
import type { DeliveryMap } from "./dealer-settings.schemas.ts";

/** Outlines in degrees (flat [lon, lat, …]) with their boxes, and the towns, as the location area loads them. */
export interface RegionGeodata {
  areas: readonly { kind: "state" | "neighbour"; country: string; rings: readonly { flat: readonly number[]; bounds: Rect }[] }[];
  borders: readonly { kind: "state" | "country"; parts: readonly { flat: readonly number[]; bounds: Rect }[] }[];
  towns: readonly TownPoint[];
}

export interface TownPoint {
  name: string;
  lat: number;
  lon: number;
  /** Inhabitants (GeoNames): the larger a town, the earlier it gets its name written. */
  population: number;
}

export interface DeliveryMapInput {
  country: MapCountry;
  /** The branch's position; null: not known, the map shows the country. */
  position: { lat: number; lon: number } | null;
  radiusKm: number;
  postcodes: readonly { zip: string; lat: number; lon: number }[];
}

/** Smallest section shown (viewBox units of the 600-wide country map, about 90 km): a city-sized area stays readable. */
export const MIN_SPAN = 90;
const MARGIN = 0.12;
/** Readable at 375 px: at most this many names, the towns inside the radius first. */
export const MAX_TOWN_LABELS = 12;
export const MAX_INSIDE_LABELS = 8;
export const MAX_POSTCODE_LABELS = 8;
/** Dots for the largest towns in the view (the labelled ones among them). */
export const MAX_TOWN_DOTS = 60;
/**
 * Font size as a share of the view's width: about 12 px on a 305-px wide phone map. Wide maps (about
 * 600 px) write smaller (WIDE_FONT_SHARE, about 15 px); labels are placed for the larger size, so the
 * smaller text never overlaps either.
 */
const FONT_SHARE = 1 / 25;
const WIDE_FONT_SHARE = 1 / 40;
/**
 * Width of a character in font sizes, for the labels' boxes: a little above the average of the common
 * sans-serif fonts (DejaVu Sans, Arial, Helvetica), more for the bold names (towns inside, postcodes).
 */
export const CHAR_WIDTH = 0.6;
export const BOLD_CHAR_WIDTH = 0.66;

export function drawDeliveryMap(geo: RegionGeodata, input: DeliveryMapInput): DeliveryMap {
  const { country } = input;
  const [width, height] = mapSize(country);
  const centre = input.position ? projectPoint(country, input.position) : null;
  const radius = input.position && input.radiusKm > 0 ? kmToMapUnits(country, input.position.lat, input.radiusKm) : 0;
  const postcodes = input.postcodes.map((p) => ({ zip: p.zip, xy: projectPoint(country, p) }));

  // The section: the circle and the postcodes with a margin, at least MIN_SPAN; the country without either.
  const xs = [...postcodes.map((p) => p.xy[0]), ...(centre ? [centre[0] - radius, centre[0] + radius] : [])];
  const ys = [...postcodes.map((p) => p.xy[1]), ...(centre ? [centre[1] - radius, centre[1] + radius] : [])];
  let view: Rect = { x0: 0, y0: 0, x1: width, y1: height };
  if (xs.length > 0) {
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const span = Math.max(MIN_SPAN, (x1 - x0) * (1 + 2 * MARGIN), (y1 - y0) * (1 + 2 * MARGIN));
    const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
    view = { x0: cx - span / 2, y0: cy - span / 2, x1: cx + span / 2, y1: cy + span / 2 };
  }
  const w = view.x1 - view.x0;
  const unit = w / 300;
  const fontSize = w * FONT_SHARE;
  // Outlines are cut a little outside the view (no edge shows) and thinned to about half a pixel of a 600-px map.
  const cut = grow(view, w * 0.02);
  const degrees = degreeBox(country, grow(view, w * 0.05));
  const step = w / 1200;

  const project = (flat: readonly number[]) => {
    const out = new Array<number>(flat.length);
    for (let i = 0; i < flat.length; i += 2) {
      const [x, y] = projectPoint(country, { lon: flat[i], lat: flat[i + 1] });
      out[i] = x;
      out[i + 1] = y;
    }
    return out;
  };
  const areaPaths: Record<"home" | "other" | "neighbour", string[]> = { home: [], other: [], neighbour: [] };
  for (const area of geo.areas) {
    const kind = area.kind === "neighbour" ? "neighbour" : area.country === country ? "home" : "other";
    for (const ring of area.rings) {
      if (!rectsOverlap(ring.bounds, degrees)) continue;
      const d = svgPath(thinClosed(clipRing(project(ring.flat), cut), step), true);
      if (d) areaPaths[kind].push(d);
    }
  }
  const borderPaths: Record<"state" | "country", string[]> = { state: [], country: [] };
  for (const border of geo.borders) {
    for (const part of border.parts) {
      if (!rectsOverlap(part.bounds, degrees)) continue;
      for (const piece of clipLine(project(part.flat), cut)) {
        const d = svgPath(thinLine(piece, step), false);
        if (d) borderPaths[border.kind].push(d);
      }
    }
  }

  // Towns in the view, the largest first; "inside" by the offers' own distance rule.
  const inner = grow(view, -unit * 2);
  const towns = geo.towns
    .filter((t) => t.lon >= degrees.x0 && t.lon <= degrees.x1 && t.lat >= degrees.y0 && t.lat <= degrees.y1)
    .map((t) => ({
      town: t,
      xy: projectPoint(country, t),
      inside: input.position !== null && radius > 0 && distanceKm(input.position, t) <= input.radiusKm,
    }))
    .filter((t) => within(t.xy, inner))
    .sort((a, b) => b.town.population - a.town.population || a.town.name.localeCompare(b.town.name, "de"))
    .slice(0, MAX_TOWN_DOTS);

  const placer = labelPlacer(view, fontSize, unit);
  if (centre) placer.block(centre[0] - unit * 5, centre[1] - unit * 5, centre[0] + unit * 5, centre[1] + unit * 5);
  const townLabels = new Map<number, DeliveryMap["Towns"][number]["Label"]>();
  const tryLabel = (i: number) => {
    const label = placer.place(towns[i].town.name, towns[i].xy, towns[i].inside);
    if (label) townLabels.set(i, label);
  };
  towns.forEach((t, i) => t.inside && townLabels.size < MAX_INSIDE_LABELS && tryLabel(i));
  towns.forEach((_t, i) => !townLabels.has(i) && townLabels.size < MAX_TOWN_LABELS && tryLabel(i));

  const visiblePostcodes = postcodes.filter((p) => within(p.xy, view));
  const postcodeLabels = new Map<number, DeliveryMap["Postcodes"][number]["Label"]>();
  visiblePostcodes.forEach((p, i) => {
    if (postcodeLabels.size >= MAX_POSTCODE_LABELS) return;
    const label = placer.place(p.zip, p.xy, true);
    if (label) postcodeLabels.set(i, label);
  });

  return {
    ViewBox: [view.x0, view.y0, w, view.y1 - view.y0].map(round).join(" "),
    Unit: round2(unit),
    FontSize: round2(fontSize),
    FontSizeWide: round2(w * WIDE_FONT_SHARE),
    Areas: (["neighbour", "other", "home"] as const)
      .filter((k) => areaPaths[k].length > 0)
      .map((k) => ({ Kind: k, D: areaPaths[k].join("") })),
    Borders: (["state", "country"] as const).filter((k) => borderPaths[k].length > 0).map((k) => ({ Kind: k, D: borderPaths[k].join("") })),
    Radius: centre && radius > 0 ? { Cx: round(centre[0]), Cy: round(centre[1]), R: round(radius) } : null,
    Branch: centre ? { X: round(centre[0]), Y: round(centre[1]) } : null,
    Towns: towns.map((t, i) => ({
      Name: t.town.name,
      X: round(t.xy[0]),
      Y: round(t.xy[1]),
      Inside: t.inside,
      Label: townLabels.get(i) ?? null,
    })),
    Postcodes: visiblePostcodes.map((p, i) => ({
      ZipCode: p.zip,
      X: round(p.xy[0]),
      Y: round(p.xy[1]),
      Label: postcodeLabels.get(i) ?? null,
    })),
    TownsInside: towns
      .filter((t) => t.inside)
      .slice(0, MAX_INSIDE_LABELS)
      .map((t) => t.town.name),
  };
}

/**
 * Names placed one by one where they overlap nothing placed before: right of the dot, else left, above,
 * below; never outside the view. Boxes are estimated from the font size (no text measuring on a server).
 */
function labelPlacer(view: Rect, fontSize: number, unit: number) {
  const taken: Rect[] = [];
  const pad = unit * 1.2;
  return {
    block(x0: number, y0: number, x1: number, y1: number) {
      taken.push({ x0, y0, x1, y1 });
    },
    place(text: string, [x, y]: readonly [number, number], bold: boolean): { X: number; Y: number; Anchor: "start" | "end" } | null {
      const w = text.length * (bold ? BOLD_CHAR_WIDTH : CHAR_WIDTH) * fontSize;
      // Close to the dot first; further out for a town under the branch's mark (the branch's own town).
      const candidates = [unit * 2.5, unit * 6].flatMap((gap): { X: number; Y: number; Anchor: "start" | "end" }[] => [
        { X: x + gap, Y: y + fontSize * 0.35, Anchor: "start" },
        { X: x - gap, Y: y + fontSize * 0.35, Anchor: "end" },
        { X: x + gap * 0.4, Y: y - gap * 0.6, Anchor: "start" },
        { X: x + gap * 0.4, Y: y + gap * 0.6 + fontSize * 0.75, Anchor: "start" },
      ]);
      for (const c of candidates) {
        const left = c.Anchor === "start" ? c.X : c.X - w;
        const box = { x0: left - pad / 2, y0: c.Y - fontSize * 0.9, x1: left + w + pad / 2, y1: c.Y + fontSize * 0.35 };
        if (box.x0 < view.x0 || box.x1 > view.x1 || box.y0 < view.y0 || box.y1 > view.y1) continue;
        if (taken.some((t) => rectsOverlap(t, box))) continue;
        taken.push(box, { x0: x - unit * 1.5, y0: y - unit * 1.5, x1: x + unit * 1.5, y1: y + unit * 1.5 });
        return { X: round(c.X), Y: round(c.Y), Anchor: c.Anchor };
      }
      return null;
    },
  };
}

/** The degrees a section of the map covers (Mercator keeps a rectangle a rectangle). */
function degreeBox(country: MapCountry, r: Rect): Rect {
  const a = unprojectPoint(country, [r.x0, r.y1]);
  const b = unprojectPoint(country, [r.x1, r.y0]);
  return { x0: a.lon, y0: a.lat, x1: b.lon, y1: b.lat };
}

function grow(r: Rect, by: number): Rect {
  return { x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by };
}

function within([x, y]: readonly [number, number], r: Rect): boolean {
  return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
}

/** thinLine for a ring: a ring thinned to fewer than three points is dropped. */
function thinClosed(flat: readonly number[], step: number): number[] {
  const thin = thinLine(flat, step);
  return thin.length >= 6 ? thin : [];
}

const round = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;
