/**
 * Impressum and Datenschutzerklärung per country (decision 0015). German everywhere; what differs is the
 * operator's establishment, the law the notice rests on and the supervisory authority. The operator data
 * below describe this demo installation: a real deployment replaces them here, in one place.
 */
import type { CountryCode, Locale } from "../shared/countries.ts";
import { countrySpelling } from "../shared/country-texts.ts";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  title: string;
  sections: LegalSection[];
}

interface Operator {
  company: string;
  street: string;
  city: string;
  representedBy: string;
  email: string;
  register: string;
  vatId: string;
}

const OPERATORS: Record<CountryCode, Operator> = {
  de: {
    company: "Heizöl-Marktplatz GmbH",
    street: "Provinostraße 52",
    city: "86153 Augsburg",
    representedBy: "Geschäftsführung: Anna Beispiel",
    email: "kontakt@heizoel-marktplatz.de",
    register: "Handelsregister: Amtsgericht Augsburg, HRB 00000 (Demo-Angabe)",
    vatId: "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000 (Demo-Angabe)",
  },
  at: {
    company: "Heizöl-Marktplatz Österreich GmbH",
    street: "Mariahilfer Straße 1",
    city: "1060 Wien",
    representedBy: "Geschäftsführung: Anna Beispiel",
    email: "kontakt@heizoel-marktplatz.at",
    register: "Firmenbuch: FN 000000a, Handelsgericht Wien (Demo-Angabe)",
    vatId: "UID-Nummer: ATU00000000 (Demo-Angabe)",
  },
  ch: {
    company: "Heizöl-Marktplatz Schweiz AG",
    street: "Bahnhofstrasse 1",
    city: "8001 Zürich",
    representedBy: "Vertreten durch den Verwaltungsrat: Anna Beispiel",
    email: "kontakt@heizoel-marktplatz.ch",
    register: "Handelsregister des Kantons Zürich, UID: CHE-000.000.000 (Demo-Angabe)",
    vatId: "Mehrwertsteuer-Nummer: CHE-000.000.000 MWST (Demo-Angabe)",
  },
};

/** The platform's company per country site: the order documents name it as their issuer (decision 0041). */
export function platformOperator(code: CountryCode): { company: string; street: string; city: string; email: string } {
  const o = OPERATORS[code];
  return { company: o.company, street: o.street, city: o.city, email: o.email };
}

const LEGAL_BASIS: Record<CountryCode, string> = {
  de: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)",
  at: "Angaben gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und Offenlegung gemäß § 25 Mediengesetz",
  ch: "Angaben gemäß Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG)",
};

export function impressum(locale: Locale): LegalPage {
  const o = OPERATORS[locale.code];
  const sections: LegalSection[] = [
    {
      heading: "Anbieter",
      paragraphs: [LEGAL_BASIS[locale.code], `${o.company}, ${o.street}, ${o.city}, ${locale.countryName}`, o.representedBy],
    },
    { heading: "Kontakt", paragraphs: [`Telefon: ${locale.customerPhoneNumber}`, `E-Mail: ${o.email}`] },
    { heading: "Register und Steuern", paragraphs: [o.register, o.vatId] },
    {
      heading: "Rolle des Marktplatzes",
      paragraphs: [
        `${o.company} vermittelt Bestellungen an die Händler. Verkäufer und Vertragspartner der Lieferung ist der jeweilige Händler, dessen Name und Anschrift im Angebot, in der Bestellübersicht und in der Bestellbestätigung stehen.`,
        "Händler und Preise dieser Installation sind Demo-Daten.",
      ],
    },
  ];
  if (locale.code !== "ch")
    sections.push({
      heading: "Verbraucherstreitbeilegung",
      paragraphs: [
        "Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      ],
    });
  if (locale.code === "de")
    sections.push({
      heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      paragraphs: [`Anna Beispiel, ${o.street}, ${o.city}`],
    });
  if (locale.code === "at")
    sections.push({
      heading: "Grundlegende Richtung (§ 25 Abs. 4 MedienG)",
      paragraphs: ["Information über Heizöl-, Diesel-, Pellet- und AdBlue-Preise und Vermittlung von Bestellungen."],
    });
  return spelled({ title: "Impressum", sections }, locale);
}

/** The page in the country's spelling ("gemäss" in Switzerland). */
function spelled(page: LegalPage, locale: Locale): LegalPage {
  const spell = (t: string) => countrySpelling(t, locale);
  return {
    title: spell(page.title),
    sections: page.sections.map((s) => ({ heading: spell(s.heading), paragraphs: s.paragraphs.map(spell) })),
  };
}

const PRIVACY_LAW: Record<CountryCode, { law: string; authority: string; rights: string }> = {
  de: {
    law: "Datenschutz-Grundverordnung (DSGVO) und Bundesdatenschutzgesetz (BDSG)",
    authority: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach",
    rights: "Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO)",
  },
  at: {
    law: "Datenschutz-Grundverordnung (DSGVO) und österreichisches Datenschutzgesetz (DSG)",
    authority: "Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien",
    rights: "Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO)",
  },
  ch: {
    law: "Bundesgesetz über den Datenschutz (DSG) und Datenschutzverordnung (DSV)",
    authority: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB), Feldeggweg 1, 3003 Bern",
    rights: "Auskunft, Herausgabe oder Übertragung Ihrer Daten, Berichtigung, Löschung und Widerspruch (Art. 25–32 DSG)",
  },
};

export function privacyPolicy(locale: Locale): LegalPage {
  const o = OPERATORS[locale.code];
  const law = PRIVACY_LAW[locale.code];
  return spelled(
    {
      title: "Datenschutzerklärung",
      sections: [
        {
          heading: "Verantwortlicher",
          paragraphs: [
            `${o.company}, ${o.street}, ${o.city}, ${locale.countryName}, E-Mail: ${o.email}`,
            `Grundlage dieser Erklärung: ${law.law}.`,
          ],
        },
        {
          heading: "Preisvergleich und Bestellung",
          paragraphs: [
            "Für den Preisvergleich verarbeiten wir Postleitzahl, Menge und die gewählten Optionen. Für eine Bestellung kommen Name, Anschrift, E-Mail-Adresse, Telefonnummer und die Zahlungsangaben hinzu; wir geben sie an den gewählten Händler weiter, der die Bestellung ausführt.",
            "Bei Rechnung und Lastschrift für Gäste sowie bei Ratenzahlung übermitteln wir Name, Anschrift, Bestellwert und gegebenenfalls die IBAN an unseren Finanzierungspartner, der Ihre Bonität prüft und die Zahlung übernimmt.",
            "Bestelldaten bewahren wir so lange auf, wie es handels- und steuerrechtliche Pflichten verlangen.",
          ],
        },
        {
          heading: "Kundenkonto",
          paragraphs: [
            "Wenn Sie ein Kundenkonto anlegen, speichern wir Ihre Anmeldedaten (das Kennwort nur als Hashwert), Ihre Adressen und Ihre Bestellungen, bis Sie das Konto löschen.",
          ],
        },
        {
          heading: "Cookies und Statistik",
          paragraphs: [
            "Notwendige Cookies halten Ihre Anmeldung, Ihre Cookie-Auswahl und den Schutz vor gefälschten Anfragen fest; ohne sie funktioniert die Seite nicht.",
            "Statistik-Cookies setzen wir nur mit Ihrer Einwilligung. Sie können Ihre Auswahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen.",
            "Mit Ihrer Einwilligung zählen wir, welche Seiten aufgerufen werden, und fassen die Aufrufe eines Besuchs über ein Statistik-Cookie mit einer zufälligen Kennung zusammen, das beim Schließen des Browsers gelöscht wird; so sehen wir auch, ob ein Besuch zu einer Bestellung geführt hat. Ihren Namen, Ihre Anschrift oder Ihr Kundenkonto speichern wir dazu nicht.",
          ],
        },
        {
          heading: "Ihre Rechte",
          paragraphs: [
            `Sie haben das Recht auf ${law.rights}. Wenden Sie sich dazu an ${o.email}.`,
            `Zuständige Aufsichtsbehörde: ${law.authority}.`,
          ],
        },
      ],
    },
    locale,
  );
}
