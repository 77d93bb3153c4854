import { sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { advertCampaigns, advertSlotItems, advertSlots, adverts, bannerPartnerCoverage } from "../../schema/adverts.ts";

/** Box sizes of the demo slots: desktop, then below 768 px. */
const BANNER = { width: 728, height: 120, mobileWidth: 320, mobileHeight: 150 };
const PRICE_BOX = { width: 970, height: 130, mobileWidth: 343, mobileHeight: 190 };

const COUNTRIES = [1, 2, 3] as const;
const COUNTRY_NAMES: Record<number, string> = { 1: "Deutschland", 2: "Österreich", 3: "Schweiz" };

/** An advert's two variants: the same offer, two headlines (the visitor's seed picks one, spec §4). */
const card = (kicker: string, title: string, text: string, cta: string) =>
  `<div class="karte"><p class="kicker">${kicker}</p><h3>${title}</h3><p>${text}</p><a href="https://example.com">${cta}</a></div>`;

const CARD_CSS = `
.karte{display:flex;flex-direction:column;justify-content:center;gap:.2rem;height:100%;box-sizing:border-box;padding:.75rem 1rem;border-radius:.5rem;color:#fff;background:linear-gradient(120deg,#0b5d3b,#1f8a5b)}
.karte h3{margin:0;font-size:1.1rem}
.karte p{margin:0;font-size:.9rem}
.karte .kicker{text-transform:uppercase;letter-spacing:.05em;font-size:.7rem;opacity:.85}
.karte a{color:#fff;font-weight:bold}`;

const FALLBACK_CSS = CARD_CSS.replace("#0b5d3b,#1f8a5b", "#274b7a,#3f6fa8");
const PRIMARY_CSS = CARD_CSS.replace("#0b5d3b,#1f8a5b", "#7a3b12,#b5651d");

/**
 * The demo's adverts (decision 0068): per country the five places of the pages, a primary and a fallback
 * campaign, the price banner on the home page; in Germany a campaign for postcodes 8xxxx on the offer list
 * (80331 sees it, 10115 the fallback); every advert with two variants. The sandbox banner partner covers
 * 8xxxx and 9xxxx in Germany, 1xxx in Austria and 8xxx in Switzerland. Writes only into empty tables.
 */
export async function seedDemoAdverts(db: Db): Promise<{ slots: number; campaigns: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(advertSlots);
  if (n > 0) return null;
  const [tankAdvert, fallbackAdvert, primaryAdvert] = await db
    .insert(adverts)
    .values([
      {
        name: "Tankreinigung Süd",
        targetUrl: "https://example.com/tankreinigung-sued",
        variants: [
          card(
            "Nur in Süddeutschland",
            "Tankreinigung zum Festpreis",
            "Fachbetrieb aus Ihrer Region, Termin in 14 Tagen.",
            "Termin anfragen",
          ),
          card(
            "Nur in Süddeutschland",
            "Sauberer Tank, sichere Heizung",
            "Reinigung und Prüfung vom Fachbetrieb aus Ihrer Region.",
            "Jetzt informieren",
          ),
        ],
        css: CARD_CSS,
      },
      {
        name: "Heizöltank-Versicherung",
        targetUrl: "https://example.com/tankversicherung",
        variants: [
          card("Gut versichert", "Gewässerschaden-Haftpflicht für Ihren Tank", "Ab 4 € im Monat, online abschließen.", "Tarif berechnen"),
          card(
            "Gut versichert",
            "Ihr Öltank braucht eine Haftpflicht",
            "Schutz bei Gewässerschäden, online in 5 Minuten.",
            "Mehr erfahren",
          ),
        ],
        css: FALLBACK_CSS,
      },
      {
        name: "Heizungswartung",
        targetUrl: "https://example.com/heizungswartung",
        variants: [
          card("Vor dem Winter", "Heizungswartung vom Meisterbetrieb", "Weniger Verbrauch, weniger Ausfälle.", "Wartung buchen"),
          card("Vor dem Winter", "Jetzt die Heizung warten lassen", "Ein gewarteter Brenner spart bis zu 10 % Heizöl.", "Angebot ansehen"),
        ],
        css: PRIMARY_CSS,
      },
    ])
    .returning({ id: adverts.id });

  let campaigns = 0;
  let slots = 0;
  const [zipCampaign] = await db
    .insert(advertCampaigns)
    .values({
      name: "Tankreinigung PLZ 8",
      advertiser: "Tankdienst Süd GmbH",
      campaignTypeId: 1,
      startsOn: "2024-01-01",
      endsOn: "2099-12-31",
      countryIds: [1],
      zipPrefixes: ["8"],
    })
    .returning({ id: advertCampaigns.id });
  campaigns++;
  for (const countryId of COUNTRIES) {
    const [primary, fallback] = await db
      .insert(advertCampaigns)
      .values([
        {
          name: `Heizungswartung ${COUNTRY_NAMES[countryId]}`,
          advertiser: "Wärme-Service AG",
          campaignTypeId: 1,
          startsOn: "2024-01-01",
          endsOn: "2099-12-31",
          countryIds: [countryId],
        },
        {
          name: `Tankversicherung ${COUNTRY_NAMES[countryId]}`,
          advertiser: "Tankschutz Versicherung",
          campaignTypeId: 2,
          startsOn: "2024-01-01",
          endsOn: "2099-12-31",
          countryIds: [countryId],
        },
      ])
      .returning({ id: advertCampaigns.id });
    campaigns += 2;
    const made = await db
      .insert(advertSlots)
      .values([
        { key: "startseite-preise", countryId, slotTypeId: 2, appliesZipFiltering: false, ...PRICE_BOX },
        { key: "startseite-mitte", countryId, slotTypeId: 1, appliesZipFiltering: false, ...BANNER },
        { key: "angebotsliste-mitte", countryId, slotTypeId: 1, appliesZipFiltering: true, ...BANNER },
        { key: "preise-oben", countryId, slotTypeId: 1, appliesZipFiltering: false, ...BANNER },
        { key: "news-seite", countryId, slotTypeId: 1, appliesZipFiltering: false, ...BANNER },
      ])
      .returning({ id: advertSlots.id, key: advertSlots.key });
    slots += made.length;
    const slotId = (key: string) => made.find((s) => s.key === key)!.id;
    const items: (typeof advertSlotItems.$inferInsert)[] = [];
    for (const key of ["startseite-mitte", "preise-oben", "news-seite"]) {
      items.push({ slotId: slotId(key), advertId: primaryAdvert.id, campaignId: primary.id, weight: 3 });
      items.push({ slotId: slotId(key), advertId: fallbackAdvert.id, campaignId: fallback.id, weight: 1 });
    }
    // The offer list: the postcode campaign in Germany, else the fallback (primary campaigns stay off the list).
    items.push({ slotId: slotId("angebotsliste-mitte"), advertId: fallbackAdvert.id, campaignId: fallback.id, weight: 1 });
    if (countryId === 1)
      items.push({ slotId: slotId("angebotsliste-mitte"), advertId: tankAdvert.id, campaignId: zipCampaign.id, weight: 1 });
    await db.insert(advertSlotItems).values(items);
  }
  await db.insert(bannerPartnerCoverage).values([
    {
      countryId: 1,
      zipPrefix: "8",
      headline: "Heizung modernisieren: Förderung in Bayern prüfen",
      url: "https://example.com/heizung-bayern",
    },
    {
      countryId: 1,
      zipPrefix: "9",
      headline: "Heizung modernisieren: Förderung in Franken prüfen",
      url: "https://example.com/heizung-franken",
    },
    { countryId: 2, zipPrefix: "1", headline: "Heizungstausch in Wien: Förderung prüfen", url: "https://example.com/heizung-wien" },
    { countryId: 3, zipPrefix: "8", headline: "Heizung ersetzen im Raum Zürich", url: "https://example.com/heizung-zuerich" },
  ]);
  return { slots, campaigns };
}
