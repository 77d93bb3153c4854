/** Seeded editorial pages: info-center guides and the terms (AGB). German, written for this product. */
export const CONTENT_PAGES = [
  {
    slug: "heizoel-kaufen-so-gehts",
    kind: "guide",
    sort: 1,
    title: "Heizöl kaufen: So gehen Sie vor",
    description: "In fünf Schritten zum günstigen Heizöl – vom Tankinhalt bis zur Lieferung.",
    content: `## Tankinhalt prüfen
Lesen Sie den Füllstand am Tankanzeiger ab und ziehen Sie ihn vom nutzbaren Volumen ab. Tanks werden bis etwa 95 Prozent gefüllt.

## Menge festlegen
Ab 3.000 Litern sinkt der Preis je 100 Liter deutlich. Kleine Mengen unter 1.000 Litern kosten spürbar mehr.

## Angebote vergleichen
Geben Sie Postleitzahl und Menge ein. Unsere Angebotsliste zeigt den Gesamtpreis inklusive Mehrwertsteuer und aller Zuschläge.

## Lieferbedingungen prüfen
Achten Sie auf Schlauchlänge, Zufahrt für den Tankwagen und den gewünschten Liefertermin.

## Bestellen
Sie bezahlen auf Rechnung, per Lastschrift oder in Monatsraten – je nach Händler.`,
  },
  {
    slug: "heizoel-qualitaeten",
    kind: "guide",
    sort: 2,
    title: "Heizöl-Qualitäten im Überblick",
    description: "Standard, Premium, Bio: Welche Heizölsorte passt zu Ihrer Heizung?",
    content: `## Heizöl Standard schwefelarm
Die übliche Qualität mit höchstens 50 mg Schwefel je Kilogramm. Geeignet für alle modernen Öl-Heizungen.

## Heizöl Premium
Mit Additiven, die Ablagerungen vorbeugen, die Lagerstabilität verbessern und Gerüche mindern. Sinnvoll bei älteren Tanks und Brennwertkesseln.

## Bio-Heizöl
Enthält einen Anteil Biokomponente, zum Beispiel zehn Prozent (B10). Prüfen Sie vor dem Kauf, ob Ihr Brenner dafür freigegeben ist.`,
  },
  {
    slug: "tankpflege",
    kind: "guide",
    sort: 3,
    title: "Tankpflege und Sicherheit",
    description: "Wie Sie Ihren Heizöltank in gutem Zustand halten.",
    content: `## Regelmäßige Sichtprüfung
Kontrollieren Sie Tank, Leitungen und Auffangwanne einmal im Jahr auf Feuchtigkeit und Ölspuren.

## Reinigung
Eine Tankreinigung alle zehn bis fünfzehn Jahre beugt Störungen vor. Der beste Zeitpunkt ist kurz vor einer Bestellung.

## Füllstand im Blick
Mit einem Füllstandssensor sehen Sie jederzeit, wie viel Heizöl noch im Tank ist, und können rechtzeitig bestellen.`,
  },
  {
    slug: "holzpellets-lagern",
    kind: "guide",
    sort: 4,
    title: "Holzpellets kaufen und lagern",
    description: "Lose Ware oder Sackware, Lagerraum und Einblasschlauch: das Wichtigste für Pelletkunden.",
    content: `## Lose oder im Sack
Lose Pellets werden mit dem Silowagen eingeblasen und nach Gewicht in Kilogramm abgerechnet. Sackware mit 15 Kilogramm je Sack kommt auf Paletten.

## Der Einblasschlauch
Der Silowagen braucht einen Stellplatz nahe am Lager. Je länger der Einblasschlauch, desto höher der Aufschlag.

## Trocken lagern
Pellets nehmen Feuchtigkeit auf. Das Lager muss trocken und belüftet sein.`,
  },
  {
    slug: "agb",
    kind: "legal",
    sort: 0,
    title: "Allgemeine Geschäftsbedingungen",
    description: "Allgemeine Geschäftsbedingungen für die Nutzung des Heizöl-Marktplatzes.",
    content: `## § 1 Geltungsbereich
Diese Bedingungen gelten für die Nutzung des Heizöl-Marktplatzes und für Bestellungen, die Kundinnen und Kunden über den Marktplatz bei den angeschlossenen Händlern aufgeben.

## § 2 Rolle des Marktplatzes
Der Marktplatz vermittelt Angebote. Der Kaufvertrag über die Lieferung kommt zwischen der Kundin oder dem Kunden und dem jeweiligen Händler zustande.

## § 3 Preise
Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer und aller in der Angebotsliste ausgewiesenen Zuschläge. Es gilt der Preis, der vor dem Absenden der Bestellung angezeigt wird.

## § 4 Bestellung und Vertragsschluss
Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit der Auftragsbestätigung des Händlers zustande.

## § 5 Lieferung
Der Händler liefert innerhalb der angegebenen Lieferzeit an die angegebene Lieferstelle. Die Zufahrt muss für den gewählten Tankwagen geeignet und die Schlauchlänge ausreichend sein.

## § 6 Zahlung
Die Zahlung erfolgt mit der gewählten Zahlart. Bei Ratenzahlung gelten zusätzlich die Bedingungen des Finanzierungspartners.

## § 7 Widerruf
Verbraucherinnen und Verbraucher können ihre Bestellung binnen 14 Tagen ohne Angabe von Gründen gegenüber dem Händler widerrufen; das gilt auch für online bestelltes Heizöl (BGH, Urteil vom 17. Juni 2015, VIII ZR 249/14). Die Einzelheiten stehen in der Widerrufsbelehrung, die vor dem Absenden der Bestellung angezeigt und mit der Bestellbestätigung zugesandt wird. Für Bestellungen von Unternehmen besteht kein Widerrufsrecht.

## § 8 Gewährleistung
Es gelten die gesetzlichen Gewährleistungsrechte gegenüber dem Händler.

## § 9 Datenschutz
Wir verarbeiten Ihre Daten nur, soweit dies für die Vermittlung und Abwicklung der Bestellung erforderlich ist.

## § 10 Schlussbestimmungen
Es gilt das Recht des Landes, in dem die Lieferung erfolgt. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen unberührt.`,
  },
] as const;
