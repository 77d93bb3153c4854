import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Adverts (decision 0068): slots per country, adverts with their variants, campaigns (spec §9 campaign
// types 1 primary, 2 fallback), the slot items that put an advert of a campaign into a slot with a weight,
// and the counters of impressions and clicks per day, campaign and slot: sums, nothing about a visitor.

export const advertSlots = pgTable(
  "advert_slots",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The page's slot name (decision 0059), e.g. "angebotsliste-mitte"; one slot per key and country. */
    key: text("key").notNull(),
    countryId: smallint("country_id").notNull(),
    /** 1 advert (HTML), 2 price banner (src/domain/adverts/slot-types.ts). */
    slotTypeId: smallint("slot_type_id").notNull(),
    /** Spec §3 AppliesZipFiltering: campaigns with postcode prefixes are matched against the visitor's postcode. */
    appliesZipFiltering: boolean("applies_zip_filtering").notNull().default(false),
    /** The box reserved on the page in CSS pixels (no layout shift), from 768 px and below it. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    mobileWidth: integer("mobile_width").notNull(),
    mobileHeight: integer("mobile_height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("advert_slots_key_country_idx").on(t.key, t.countryId)],
);

export const adverts = pgTable("adverts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  /** Where every link of the advert leads, through the signed click redirect (http/https only). */
  targetUrl: text("target_url").notNull(),
  /** The variants' HTML, already through the advert allow-list (decision 0056); at least one. */
  variants: jsonb("variants").$type<string[]>().notNull(),
  /** The stylesheet as written (checked: no @import, no url() to other hosts); "" when none. */
  css: text("css").notNull().default(""),
  /** Spec §3 StylesFileName: the stored file (decision 0057) of the scoped sheet; null without one. */
  stylesFileName: text("styles_file_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const advertCampaigns = pgTable("advert_campaigns", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  advertiser: text("advertiser").notNull(),
  /** Spec §9: 1 primary, 2 fallback. */
  campaignTypeId: smallint("campaign_type_id").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  countryIds: jsonb("country_ids").$type<number[]>().notNull(),
  /** Postcode prefixes ("8" = every 8xxxx); empty = every postcode. */
  zipPrefixes: jsonb("zip_prefixes").$type<string[]>().notNull().default([]),
  /** Impressions after which the campaign stops showing; null = no cap. */
  impressionCap: integer("impression_cap"),
  /** active | paused */
  status: text("status").notNull().default("active"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const advertSlotItems = pgTable(
  "advert_slot_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slotId: bigint("slot_id", { mode: "number" })
      .notNull()
      .references(() => advertSlots.id, { onDelete: "cascade" }),
    advertId: bigint("advert_id", { mode: "number" })
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => advertCampaigns.id, { onDelete: "cascade" }),
    /** A positive whole number; the chance of the item is its weight ÷ the sum (decision 0055). */
    weight: integer("weight").notNull(),
  },
  (t) => [index("advert_slot_items_slot_idx").on(t.slotId)],
);

export const advertCounts = pgTable(
  "advert_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => advertCampaigns.id, { onDelete: "cascade" }),
    slotId: bigint("slot_id", { mode: "number" })
      .notNull()
      .references(() => advertSlots.id, { onDelete: "cascade" }),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaignId, t.slotId] }), index("advert_counts_campaign_idx").on(t.campaignId)],
);

/** The sandbox banner partner's coverage (decision 0068): the postcode prefixes where it has a lead offer. */
export const bannerPartnerCoverage = pgTable(
  "banner_partner_coverage",
  {
    countryId: smallint("country_id").notNull(),
    zipPrefix: text("zip_prefix").notNull(),
    headline: text("headline").notNull(),
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.zipPrefix] })],
);
