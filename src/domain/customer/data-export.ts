/**
 * "Meine Daten herunterladen" (decisions 0028 and 0046): every table that holds her data,
 * under German keys that decision 0046 documents one by one (`DATA_EXPORT_KEYS` is that list; a test
 * holds the export, the list and the decision together). Nested data stays nested — an order with its
 * stations, history and rating, an alarm with its hits — and the CSV writes it in long form (table, row,
 * field, value) with the path of each nested value ("Lieferstellen.1.Lieferadresse.Straße"), so tables
 * of any shape fit one file a spreadsheet opens, written by the one CSV writer (src/domain/shared/csv.ts: a text
 * that starts like a formula is neutralised, decision 0038).
 *
 * Values: times as ISO 8601 in UTC, days as YYYY-MM-DD, money as a number in euros or francs (the
 * "Währung" beside it), yes/no as true/false (CSV: ja/nein), codes as their German names. No internal
 * id of anything that is not hers: dealers by name, never a dealer's, branch's or staff member's id.
 */
import { localeById } from "../shared/countries.ts";
import { csvDocument, type CsvValue } from "../shared/csv.ts";

export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };
export type ExportRow = Record<string, ExportValue>;
export type ExportTables = Record<string, ExportRow[]>;

// Values ---------------------------------------------------------------------------------------------

/** A time as ISO 8601 (UTC), or null. */
export const exportTime = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());

/** Money stored in minor units (cents, Rappen) as a number in the main unit: 339150 → 3391.5. */
export const exportMoney = (minor: number | null | undefined): number | null => (minor == null ? null : minor / 100);

/** The country's name (Deutschland, Österreich, Schweiz). */
export const exportCountry = (countryId: number | null | undefined): string | null =>
  countryId == null ? null : (localeById(countryId)?.countryName ?? null);

/** An order's address as its stations store it (the checkout's field names) under the export's keys. */
export function exportAddress(a: Record<string, unknown> | null | undefined): ExportRow | null {
  if (!a) return null;
  const text = (k: string) => (typeof a[k] === "string" ? (a[k] as string) : "");
  return {
    Anrede: text("Title1"),
    Titel: text("Title2"),
    Vorname: text("FirstName"),
    Nachname: text("LastName"),
    Firma: text("CompanyName"),
    Straße: text("Street"),
    Hausnummer: text("HouseNumber"),
    PLZ: text("ZipCode"),
    Ort: text("City"),
    Telefon: text("Phone"),
  };
}

/** Price lines as orders store them ({ Label, NetPrice, Price } in minor units). */
export function exportPriceLines(lines: unknown): ExportRow[] {
  if (!Array.isArray(lines)) return [];
  return lines.map((l: { Label?: unknown; NetPrice?: unknown; Price?: unknown }) => ({
    Bezeichnung: typeof l.Label === "string" ? l.Label : "",
    Netto: typeof l.NetPrice === "number" ? exportMoney(l.NetPrice) : null,
    Brutto: typeof l.Price === "number" ? exportMoney(l.Price) : null,
  }));
}

// The documented keys (decision 0046) ----------------------------------------------------------------

const ADDRESS_KEYS = {
  Anrede: "Anrede (Frau, Herr, …).",
  Titel: "Titel (Dr., Prof., …), leer ohne.",
  Vorname: "Vorname.",
  Nachname: "Nachname.",
  Firma: "Firmenname, leer ohne.",
  Straße: "Straße.",
  Hausnummer: "Hausnummer.",
  PLZ: "Postleitzahl.",
  Ort: "Ort.",
  Telefon: "Telefonnummer, leer ohne.",
} as const;

const nested = (prefix: string, keys: Record<string, string>) =>
  Object.fromEntries(Object.entries(keys).map(([k, v]) => [`${prefix}.${k}`, v]));

const PRICE_LINE_KEYS = {
  Bezeichnung: "Was berechnet wurde (Produktpreis, Zuschläge, Rabatte).",
  Netto: "Betrag ohne Mehrwertsteuer.",
  Brutto: "Betrag mit Mehrwertsteuer.",
};

/**
 * Every table of the export, what it holds and every key of its rows (nested keys as "Feld.Unterfeld",
 * without the row numbers the CSV puts between). Decision 0046 prints this list; a new key is added
 * here, to the decision and to the area's export together.
 */
export const DATA_EXPORT_KEYS: Record<string, { about: string; keys: Record<string, string> }> = {
  Konto: {
    about: "Ihr Kundenkonto (ohne Kennwort: es ist nur verschlüsselt gespeichert).",
    keys: {
      Kundennummer: "Die Nummer Ihres Kundenkontos.",
      "E-Mail": "Die E-Mail-Adresse, mit der Sie sich anmelden.",
      "Neue E-Mail-Adresse (unbestätigt)": "Eine neue Adresse, deren Bestätigung noch aussteht; leer ohne.",
      Anrede: ADDRESS_KEYS.Anrede,
      Titel: ADDRESS_KEYS.Titel,
      Vorname: ADDRESS_KEYS.Vorname,
      Nachname: ADDRESS_KEYS.Nachname,
      Telefon: ADDRESS_KEYS.Telefon,
      Land: "Das Land, für das Sie sich registriert haben.",
      Kontoart: "Kundenkonto oder Gastkonto.",
      "Kennwort gesetzt": "Ob Ihr Konto ein Kennwort hat.",
      "Tankmonitoring (mex)": "Ob das Tankmonitoring für Ihr Konto eingeschaltet ist.",
      "E-Mail bestätigt am": "Wann Sie Ihre E-Mail-Adresse bestätigt haben.",
      "E-Mail-Benachrichtigungen bestätigt am": "Wann Sie E-Mail-Benachrichtigungen bestätigt haben; leer, wenn nicht.",
      "Angelegt am": "Wann das Konto angelegt wurde.",
    },
  },
  Adressen: {
    about: "Ihr Adressbuch: Liefer- und Rechnungsadressen, auch gelöschte (mit dem Tag der Löschung).",
    keys: {
      Adressnummer: "Die Nummer der Adresse in Ihrem Adressbuch (die Tanks nennen sie als Lieferadresse).",
      Art: "Lieferadresse oder Rechnungsadresse.",
      ...ADDRESS_KEYS,
      Land: "Land der Adresse.",
      "Angelegt am": "Wann Sie die Adresse angelegt haben.",
      "Gelöscht am": "Wann Sie die Adresse gelöscht haben; leer, solange sie gilt.",
    },
  },
  Lieblingshändler: {
    about: "Händler, die Sie als Favoriten markiert haben.",
    keys: { Händler: "Name des Händlers.", "Markiert am": "Wann Sie ihn markiert haben." },
  },
  Anmeldungen: {
    about: "Ihre Anmeldungen (Sitzungen), je eine Zeile.",
    keys: {
      Sitzung: "Zufällige Kennung der Anmeldung.",
      "Angemeldet am": "Wann Sie sich angemeldet haben.",
      "Zuletzt erneuert am": "Wann die Anmeldung zuletzt verlängert wurde.",
      "Gültig bis": "Bis wann sie ohne neue Anmeldung gilt.",
      Beendet: "Ob die Anmeldung beendet ist (abgemeldet, Kennwort geändert oder abgelaufen).",
      "Vertretung durch den Kundenservice": "Ob der Kundenservice in dieser Sitzung in Ihrem Auftrag gehandelt hat.",
    },
  },
  Links: {
    about: "Links, die wir Ihnen per E-Mail geschickt haben (ohne den Link selbst).",
    keys: {
      Zweck: "Wofür der Link war, z. B. „E-Mail-Adresse bestätigen“ oder „Kennwort zurücksetzen“.",
      "Verschickt am": "Wann wir ihn geschickt haben.",
      "Gültig bis": "Bis wann er galt.",
      "Benutzt am": "Wann Sie ihn benutzt haben; leer, wenn nicht.",
    },
  },
  Bestellungen: {
    about: "Ihre Bestellungen, auch übernommene Gastbestellungen, jede mit Lieferstellen, Verlauf und Bewertung.",
    keys: {
      Bestellnummer: "Die Bestellnummer (wie auf Bestätigung und Rechnung).",
      "Bestellt am": "Wann Sie bestellt haben.",
      Land: "Auf welcher Länderseite Sie bestellt haben.",
      Produktgruppe: "Heizöl, Diesel, Holzpellets lose, Holzpellets Sackware oder AdBlue.",
      Produkt: "Das bestellte Produkt.",
      Menge: "Bestellte Menge.",
      Einheit: "Liter oder kg.",
      "Anzahl Lieferstellen": "An wie viele Stellen geliefert wird.",
      Klimaneutral: "Ob Sie klimaneutral bestellt haben.",
      "Termin Plus": "Ob Sie einen festen Liefertag mit 2-Stunden-Zeitfenster bestellt haben.",
      Händler: "Der liefernde Händler.",
      Zahlungsart: "Wie Sie bezahlen.",
      "Raten (Monate)": "Laufzeit der Ratenzahlung; leer ohne.",
      Monatsrate: "Die Monatsrate; leer ohne.",
      IBAN: "Ihre IBAN bei Lastschrift; leer ohne.",
      Kontoinhaber: "Kontoinhaber bei Lastschrift; leer ohne.",
      Mandatsreferenz: "Referenz des SEPA-Mandats; leer ohne.",
      Mandatstext: "Der Text des SEPA-Mandats, dem Sie zugestimmt haben; leer ohne.",
      "Referenz des Finanzierungspartners": "Vorgangsnummer bei unserem Finanzierungspartner; leer ohne.",
      Währung: "EUR oder CHF: die Währung aller Beträge der Bestellung.",
      Nettopreis: "Gesamtpreis ohne Mehrwertsteuer bei der Bestellung.",
      Mehrwertsteuer: "Die Mehrwertsteuer bei der Bestellung.",
      Gesamtpreis: "Gesamtpreis mit Mehrwertsteuer bei der Bestellung.",
      "Preis je Einheit": "Preis je 100 Liter oder je Tonne.",
      Preisbestandteile: "Wie sich der Preis zusammensetzt, je Posten:",
      ...nested("Preisbestandteile", PRICE_LINE_KEYS),
      "Lieferzeit (Tage)": "Die zugesagte Lieferzeit in Werktagen.",
      Bemerkung: "Ihre Bemerkung zur Bestellung.",
      "AGB-Fassung": "Die Fassung der AGB, denen Sie zugestimmt haben.",
      "Widerrufsbelehrung-Fassung": "Die Fassung der Widerrufsbelehrung, die Sie erhalten haben.",
      Status: "Stand der Bestellung (Eingegangen, Bestätigt, Unterwegs, Geliefert, …).",
      "Status seit": "Seit wann dieser Stand gilt.",
      "Lieferung ab": "Erster Tag des Lieferzeitraums; leer, bis der Händler bestätigt.",
      "Lieferung bis": "Letzter Tag des Lieferzeitraums.",
      Zeitfenster: "Uhrzeit der Lieferung, wenn vereinbart.",
      "Gelieferte Menge": "Tatsächlich gelieferte Menge; leer vor der Lieferung.",
      "Endpreis netto": "Endpreis für die gelieferte Menge ohne Mehrwertsteuer.",
      "Endpreis Mehrwertsteuer": "Mehrwertsteuer des Endpreises.",
      Endpreis: "Endpreis für die gelieferte Menge mit Mehrwertsteuer.",
      Endpreisbestandteile: "Wie sich der Endpreis zusammensetzt, je Posten:",
      ...nested("Endpreisbestandteile", PRICE_LINE_KEYS),
      Grund: "Warum der Händler abgelehnt oder der Kundenservice storniert hat.",
      Lieferstellen: "Jede Lieferstelle der Bestellung:",
      "Lieferstellen.Lieferstelle": "Nummer der Lieferstelle (1, 2, …).",
      "Lieferstellen.Menge": "Menge für diese Lieferstelle.",
      "Lieferstellen.Lieferadresse": "Wohin geliefert wird:",
      ...nested("Lieferstellen.Lieferadresse", ADDRESS_KEYS),
      "Lieferstellen.Rechnungsadresse": "Wohin die Rechnung geht, wenn abweichend; leer sonst:",
      ...nested("Lieferstellen.Rechnungsadresse", ADDRESS_KEYS),
      Verlauf: "Was mit der Bestellung geschah, ältestes zuerst:",
      "Verlauf.Zeitpunkt": "Wann.",
      "Verlauf.Ereignis": "Was (Bestellung eingegangen, Vom Händler bestätigt, …).",
      "Verlauf.Status vorher": "Stand davor.",
      "Verlauf.Status nachher": "Stand danach.",
      "Verlauf.Ausgelöst von": "Sie, der Händler, der Kundenservice oder das System.",
      "Verlauf.Per E-Mail-Link": "Ob Sie es über den Link aus einer E-Mail zur Bestellung getan haben.",
      "Verlauf.Lieferung ab": "Bei der Bestätigung: erster Liefertag.",
      "Verlauf.Lieferung bis": "Bei der Bestätigung: letzter Liefertag.",
      "Verlauf.Zeitfenster": "Bei der Bestätigung: vereinbarte Uhrzeit.",
      "Verlauf.Grund": "Bei Ablehnung oder Stornierung: der Grund.",
      "Verlauf.Gelieferte Menge": "Bei der Lieferung: die gelieferte Menge.",
      "Verlauf.Sterne": "Bei der Bewertung: die Sterne.",
      Rechnung: "Die Rechnung des Händlers nach der Lieferung (als PDF in Ihren Bestellungen); leer vor der Lieferung:",
      "Rechnung.Rechnungsnummer": "Die Nummer der Rechnung.",
      "Rechnung.Ausgestellt am": "Wann sie ausgestellt wurde.",
      "Rechnung.Leistungsdatum": "Der Tag der Lieferung.",
      Bewertung: "Ihre Bewertung des Händlers für diese Bestellung; leer ohne:",
      "Bewertung.Sterne": "1 bis 5 Sterne.",
      "Bewertung.Kommentar": "Ihr Kommentar.",
      "Bewertung.Bewertet am": "Wann Sie bewertet haben.",
    },
  },
  Bestellvorgänge: {
    about: "Begonnene Bestellungen (der Bestellprozess), auch die nicht abgeschlossenen.",
    keys: {
      "Begonnen am": "Wann Sie den Bestellprozess begonnen haben.",
      "Zuletzt geändert am": "Wann Sie zuletzt etwas eingegeben haben.",
      Land: "Länderseite.",
      Produktgruppe: "Heizöl, Diesel, …",
      Händler: "Der Händler des gewählten Angebots.",
      PLZ: "Postleitzahl, für die das Angebot berechnet wurde.",
      Menge: "Menge, für die das Angebot berechnet wurde.",
      Zahlungsart: "Die gewählte Zahlungsart; leer, solange keine gewählt ist.",
      IBAN: "Angegebene IBAN bei Lastschrift; leer ohne.",
      Kontoinhaber: "Angegebener Kontoinhaber; leer ohne.",
      Bemerkung: "Ihre Bemerkung.",
      Bestellnummer: "Die Bestellung, die daraus wurde; leer, wenn nicht abgeschlossen.",
    },
  },
  Nachrichten: {
    about: "Ihre Nachrichten im Kundenbereich.",
    keys: {
      Art: "Bestellung, Preiswecker oder Tank.",
      Titel: "Betreff.",
      Text: "Inhalt.",
      Link: "Die Seite, zu der die Nachricht führt.",
      "Erhalten am": "Wann die Nachricht kam.",
      "Gelesen am": "Wann Sie sie gelesen haben; leer, wenn ungelesen.",
    },
  },
  Benachrichtigungseinstellungen: {
    about: "Welche Nachrichten Sie erhalten wollen (ohne Zeile: alle).",
    keys: {
      Bestellungen: "Nachrichten zu Ihren Bestellungen.",
      Preiswecker: "Meldungen Ihrer Preiswecker.",
      Tankhinweise: "Hinweise zu Ihrem Tank (mit Tanksensor).",
      "Community-Antworten": "Nachrichten, wenn jemand auf Ihren Beitrag in der Community antwortet.",
      "Community-Antworten per E-Mail": "Dieselben Nachrichten zusätzlich per E-Mail.",
      "Geändert am": "Wann Sie die Einstellungen zuletzt geändert haben.",
    },
  },
  Kontaktanfragen: {
    about: "Ihre Anfragen über das Kontaktformular, als Sie angemeldet waren, jede mit ihrem Verlauf.",
    keys: {
      Vorgangsnummer: "Die Nummer Ihrer Anfrage (KA-Jahr-Nummer).",
      Land: "Die Länderseite, über die Sie geschrieben haben.",
      Thema: "Worum es ging: Bestellung, Lieferung, Rechnung, …",
      Name: "Ihr Name, wie Sie ihn angegeben haben.",
      "E-Mail": "Wohin die Antworten gingen.",
      Bestellnummer: "Die Bestellung, auf die Sie sich bezogen haben; leer ohne.",
      Status: "Neu, in Bearbeitung, beantwortet oder abgeschlossen.",
      "Gesendet am": "Wann Sie geschrieben haben.",
      "Abgeschlossen am": "Wann der Kundenservice die Anfrage abgeschlossen hat; leer, solange sie offen ist.",
      Verlauf: "Ihre Nachricht und die Antworten des Kundenservice, älteste zuerst.",
      "Verlauf.Von": "Sie oder der Kundenservice.",
      "Verlauf.Text": "Der Text.",
      "Verlauf.Zeitpunkt": "Wann er geschrieben wurde.",
    },
  },
  Preiswecker: {
    about: "Ihre Preiswecker, jeder mit seinen Meldungen.",
    keys: {
      "E-Mail": "Wohin die Meldungen gehen.",
      Land: "Länderseite.",
      PLZ: "Postleitzahl.",
      Produktgruppe: "Heizöl, Diesel, …",
      Produkt: "Das Produkt.",
      Menge: "Menge, deren Preis beobachtet wird.",
      Währung: "EUR oder CHF.",
      "Melden bei höchstens": "Zielpreis je 100 Liter (je Tonne): Meldung, wenn der beste Preis darauf fällt.",
      "Melden bei mindestens": "Optionaler Preis je 100 Liter (je Tonne): Meldung, wenn der beste Preis darauf steigt.",
      "Prüfen ab": "Ab welchem Tag geprüft wird; leer: sofort.",
      "Bestätigt am": "Wann Sie den Preiswecker per E-Mail bestätigt haben.",
      "Zuletzt geprüfter Preis": "Der beste Preis je 100 Liter (je Tonne) bei der letzten Prüfung.",
      "Zuletzt geprüft am": "Wann zuletzt geprüft wurde.",
      "Zuletzt gemeldet am": "Wann wir zuletzt gemeldet haben.",
      "Angelegt am": "Wann Sie ihn angelegt haben.",
      "Beendet am": "Wann Sie ihn beendet haben; leer, solange er läuft.",
      Meldungen: "Jede Meldung dieses Preisweckers:",
      "Meldungen.Richtung": "Gefallen oder gestiegen.",
      "Meldungen.Preis": "Der beste Preis je 100 Liter (je Tonne), der gemeldet wurde.",
      "Meldungen.Zeitpunkt": "Wann.",
    },
  },
  Tanks: {
    about: "Ihre Tanks mit Tanksensor (mex), jeder mit seinen Sensoren.",
    keys: {
      Name: "Der Name des Tanks.",
      Form: "Rechtecktank, Zylindertank, Kugeltank oder Batterietank.",
      "Anzahl Tanks": "Wie viele Tanks verbunden sind (Batterie).",
      Liegend: "Zylinder: liegend (ja) oder stehend (nein).",
      "Länge (mm)": "Länge.",
      "Breite (mm)": "Breite.",
      "Höhe (mm)": "Höhe.",
      "Durchmesser (mm)": "Durchmesser.",
      "Nennvolumen (Liter)": "Fassungsvermögen aller Tanks.",
      "Abstand Sensor bis Boden (mm)": "Aus der Kalibrierung: vom Sensor bis zum Tankboden.",
      Peiltabelle: "Ihre Peiltabelle, je Zeile:",
      "Peiltabelle.Füllhöhe (cm)": "Füllhöhe.",
      "Peiltabelle.Liter": "Inhalt bei dieser Füllhöhe.",
      "Reserve (%)": "Wie viel Sie als Reserve behalten wollen.",
      PLZ: "Postleitzahl des Tanks (für Preise).",
      Land: "Land des Tanks.",
      "Eingerichtet am": "Wann Sie die Einrichtung abgeschlossen haben.",
      "Angelegt am": "Wann der Tank angelegt wurde.",
      "Geändert am": "Wann Sie ihn zuletzt geändert haben.",
      Sensoren: "Die Sensoren an diesem Tank:",
      "Sensoren.Name": "Name des Sensors.",
      "Sensoren.Gerät": "Gerätekennung (steht auf dem Sensor).",
      "Sensoren.Sensorart": "WLAN, Mobilfunk (GSM) oder Funk.",
      "Sensoren.Haupttank": "Ob dies Ihr Haupttank ist.",
      "Sensoren.Lieferadresse": "Adressnummer der Lieferadresse in Ihrem Adressbuch, an der der Tank steht; leer ohne.",
      "Sensoren.Gekoppelt am": "Wann Sie den Sensor gekoppelt haben.",
    },
  },
  Messwerte: {
    about: "Was Ihre Sensoren gemessen haben, seit Sie sie gekoppelt haben.",
    keys: {
      Sensor: "Name des Sensors.",
      Gerät: "Gerätekennung.",
      Nummer: "Laufende Nummer der Messung beim Gerät.",
      "Gemessen am": "Wann gemessen wurde.",
      "Abstand (mm)": "Abstand vom Sensor zur Oberfläche.",
      "Temperatur (°C)": "Temperatur am Sensor.",
      "Batterie (V)": "Batteriespannung.",
      "Signalstärke (dBm)": "Empfangsstärke der Verbindung.",
    },
  },
  "API-Schlüssel": {
    about: "Ihre Zugangsschlüssel für die Hausautomation (ohne den Schlüssel selbst).",
    keys: {
      Name: "Der Name, den Sie ihm gegeben haben.",
      "Angelegt am": "Wann Sie ihn angelegt haben.",
      "Zuletzt benutzt am": "Wann ein Programm ihn zuletzt benutzt hat.",
      "Widerrufen am": "Wann Sie ihn widerrufen haben; leer, solange er gilt.",
    },
  },
};

/** Every key path of the tables' rows (nested as "Feld.Unterfeld", list positions left out). */
export function exportKeyPaths(tables: ExportTables): Record<string, string[]> {
  const paths = (value: ExportValue, prefix: string, into: Set<string>) => {
    if (Array.isArray(value)) for (const item of value) paths(item, prefix, into);
    else if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        const path = prefix ? `${prefix}.${k}` : k;
        into.add(path);
        paths(v, path, into);
      }
  };
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => {
      const into = new Set<string>();
      for (const row of rows) paths(row, "", into);
      return [table, [...into]];
    }),
  );
}

// The files --------------------------------------------------------------------------------------------

/** A leaf value for the CSV: yes/no in words, everything else as it is. */
function cell(value: Exclude<ExportValue, ExportValue[] | object> | undefined): CsvValue {
  if (value === true) return "ja";
  if (value === false) return "nein";
  return value;
}

/** The leaves of a nested value with their paths: objects by key, lists by position from 1; an empty list or object as one empty field. */
function leaves(value: ExportValue, path: string, out: [string, CsvValue][]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([path, null]);
    value.forEach((item, i) => leaves(item, `${path}.${i + 1}`, out));
  } else if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) out.push([path, null]);
    for (const [k, v] of entries) leaves(v, `${path}.${k}`, out);
  } else out.push([path, cell(value)]);
}

export function tablesToCsv(tables: ExportTables): string {
  const records: CsvValue[][] = [["Tabelle", "Zeile", "Feld", "Wert"]];
  for (const [table, rows] of Object.entries(tables)) {
    rows.forEach((row, i) => {
      for (const [field, value] of Object.entries(row)) {
        const out: [string, CsvValue][] = [];
        leaves(value, field, out);
        for (const [path, v] of out) records.push([table, i + 1, path, v]);
      }
    });
  }
  return csvDocument(records);
}

/** JSON: the export time, where the keys are explained, and one key per table. */
export function tablesToJson(tables: ExportTables, exportedAt: Date): string {
  return JSON.stringify({ Exportiert: exportedAt.toISOString(), Erklärung: DATA_EXPORT_EXPLAINED, Tabellen: tables }, null, 2);
}

/** Said in the JSON file itself, so the file explains where its keys are described. */
export const DATA_EXPORT_EXPLAINED =
  "Zeiten in UTC (ISO 8601), Beträge in Euro bzw. Franken (siehe „Währung“). Jedes Feld ist im Kundenbereich unter „Meine Daten“ erklärt.";
