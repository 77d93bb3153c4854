/** Seeded news articles (German, written for this product). `daysAgo` is relative to the seed date. */
export interface SeedArticle {
  slug: string;
  countryId: number | null;
  title: string;
  teaser: string;
  content: string;
  daysAgo: number;
  featured?: boolean;
}

export const NEWS_ARTICLES: SeedArticle[] = [
  {
    slug: "heizoel-vor-dem-winter-jetzt-vergleichen",
    countryId: null,
    featured: true,
    daysAgo: 2,
    title: "Heizöl vor dem Winter: Warum sich der Preisvergleich gerade jetzt lohnt",
    teaser:
      "Die Nachfrage steigt mit den ersten kalten Tagen. Wer Angebote vergleicht und flexibel beim Liefertermin ist, spart oft einen zweistelligen Betrag je 1.000 Liter.",
    content: `Mit den ersten Frostnächten bestellen viele Haushalte gleichzeitig Heizöl. Händler planen ihre Touren dann enger, und Expresslieferungen werden knapper. Wer jetzt bestellt, sollte deshalb nicht nur auf den Literpreis schauen.

## Gesamtpreis statt Literpreis
Entscheidend ist der Gesamtpreis inklusive aller Zuschläge: Schlauchlänge, kleiner Tankwagen für enge Zufahrten, Wunschtermin oder Express. Unsere Angebotsliste zeigt jeden Zuschlag einzeln und sortiert nach dem Endpreis inklusive Mehrwertsteuer.

## Flexibilität zahlt sich aus
Wer zwei bis drei Wochen Lieferzeit in Kauf nimmt, bekommt meist das günstigste Angebot. Eine Expresslieferung innerhalb von 24 Stunden kostet je nach Händler deutlich mehr.

## Gemeinsam bestellen
Mit der Nachbarschaft zu bestellen, senkt den Preis je Liter: Größere Mengen sind günstiger, und jede weitere Lieferstelle kostet nur einen kleinen Aufschlag.`,
  },
  {
    slug: "co2-preis-2027-was-heizoelkunden-wissen-muessen",
    countryId: 1,
    daysAgo: 9,
    title: "CO₂-Preis 2027: Was Heizölkunden in Deutschland wissen müssen",
    teaser:
      "Ab 2027 geht der nationale Emissionshandel in den europäischen über. Was das für den Heizölpreis bedeuten kann – und was nicht.",
    content: `Seit 2021 ist im Heizölpreis ein CO₂-Preis enthalten. Je Liter Heizöl entstehen bei der Verbrennung rund 2,67 Kilogramm CO₂; bei einem Preis von 55 Euro je Tonne sind das knapp 15 Cent je Liter vor Mehrwertsteuer.

## Der Übergang in den europäischen Emissionshandel
Ab 2027 soll der Preis nicht mehr festgelegt werden, sondern sich am Markt bilden. Wie hoch er dann liegt, ist offen. Fachleute erwarten Schwankungen, die sich direkt im Heizölpreis zeigen werden.

## Was Sie tun können
Den Tank rechtzeitig füllen, Preise beobachten und mit einem Preisalarm auf günstige Tage warten. Wer den CO₂-Ausstoß ausgleichen möchte, kann bei uns klimaneutral bestellen.`,
  },
  {
    slug: "tankreinigung-wann-sie-sinnvoll-ist",
    countryId: null,
    daysAgo: 16,
    title: "Tankreinigung: Wann sie sinnvoll ist und worauf Sie achten sollten",
    teaser:
      "Ablagerungen am Tankboden können Filter und Brenner belasten. Eine Reinigung alle zehn bis fünfzehn Jahre ist für viele Anlagen eine gute Faustregel.",
    content: `Im Laufe der Jahre setzen sich am Boden eines Heizöltanks Schlamm und Wasser ab. Gelangen diese Rückstände in die Leitung, können Filter verstopfen und der Brenner störanfällig werden.

## Anzeichen für eine fällige Reinigung
Häufige Störungen des Brenners, ein schnell verschmutzender Ölfilter oder eine lange zurückliegende letzte Reinigung sind deutliche Hinweise.

## Der richtige Zeitpunkt
Am besten lassen Sie den Tank reinigen, wenn er fast leer ist – also direkt vor der nächsten Bestellung. So muss kein Heizöl umgepumpt werden.`,
  },
  {
    slug: "holzpellets-richtig-lagern",
    countryId: null,
    daysAgo: 23,
    title: "Holzpellets richtig lagern: Trocken, belüftet, gut erreichbar",
    teaser: "Pellets sind empfindlich gegenüber Feuchtigkeit. Mit dem richtigen Lager bleiben sie staubarm und brennen sauber.",
    content: `Holzpellets nach ENplus A1 haben einen Wassergehalt von höchstens zehn Prozent. Damit das so bleibt, muss das Lager trocken sein.

## Lose Ware oder Sackware
Lose Pellets werden mit dem Silowagen eingeblasen; dafür braucht es einen Lagerraum oder ein Gewebesilo und einen Einblasschlauch, der bis zum Lager reicht. Sackware mit 15 Kilogramm je Sack eignet sich für Kaminöfen und kleine Anlagen.

## Sicherheit
In Pelletlagern kann sich Kohlenmonoxid bilden. Lüften Sie das Lager vor dem Betreten und beachten Sie die Hinweise des Herstellers.`,
  },
  {
    slug: "heizoelpreise-oesterreich-herbst",
    countryId: 2,
    daysAgo: 30,
    title: "Heizölpreise in Österreich: Regionale Unterschiede im Herbst",
    teaser:
      "Zwischen den Bundesländern unterscheiden sich die Heizölpreise um einige Euro je 100 Liter. Ein Vergleich lohnt sich besonders in ländlichen Regionen.",
    content: `Die Heizölpreise in Österreich hängen neben dem Rohölpreis auch von Transportwegen und dem Wettbewerb in der Region ab.

## Warum die Preise regional schwanken
In dicht besiedelten Gebieten konkurrieren mehr Händler um die Kundschaft. In abgelegenen Tälern sind die Anfahrtswege länger – das spiegelt sich im Preis wider.

## Unser Tipp
Vergleichen Sie die Angebote für Ihre Postleitzahl und achten Sie auf die Mindestmenge der Händler. Ab 3.000 Litern sinkt der Preis je 100 Liter meist spürbar.`,
  },
  {
    slug: "heizoel-schweiz-co2-abgabe",
    countryId: 3,
    daysAgo: 37,
    title: "Heizöl in der Schweiz: Was die CO₂-Abgabe für Ihren Preis bedeutet",
    teaser: "Die CO₂-Abgabe von 120 Franken je Tonne macht einen grossen Teil des Heizölpreises aus. So setzt sich der Preis zusammen.",
    content: `In der Schweiz wird auf Heizöl eine CO₂-Abgabe erhoben. Bei 120 Franken je Tonne CO₂ sind das rund 32 Franken je 100 Liter.

## Zusammensetzung des Preises
Neben der Abgabe bestimmen der Rohölpreis in Franken, die Mineralölsteuer, die Kosten für Lagerung und Transport sowie die Mehrwertsteuer von 8,1 Prozent den Endpreis.

## Rückverteilung
Ein Teil der Einnahmen fliesst über die Krankenkassenprämien an die Bevölkerung zurück. Am Preis an der Tankstelle oder beim Heizöllieferanten ändert das nichts.`,
  },
  {
    slug: "adblue-fuer-landwirtschaft-und-fuhrpark",
    countryId: null,
    daysAgo: 45,
    title: "AdBlue in grösseren Mengen: Lohnt sich die Lieferung für Landwirtschaft und Fuhrpark?",
    teaser: "Wer mehrere Dieselfahrzeuge oder Maschinen betreibt, kann AdBlue im IBC oder lose liefern lassen – und dabei deutlich sparen.",
    content: `AdBlue ist eine Harnstofflösung, die moderne Dieselmotoren für die Abgasreinigung brauchen. Im Kanister an der Tankstelle ist sie vergleichsweise teuer.

## Lieferung ab 500 Litern
Für Betriebe mit eigenem Tank lohnt sich die Lieferung. Der Preis je 100 Liter sinkt mit der Menge.

## Lagerung
AdBlue sollte kühl, aber frostfrei und vor direktem Sonnenlicht geschützt gelagert werden. Dann bleibt es rund ein Jahr haltbar.`,
  },
];
