import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { countryStates } from "./location.ts";

export const products = pgTable("products", {
  id: integer("id").primaryKey(),
  countryId: smallint("country_id").notNull(),
  productGroupId: smallint("product_group_id").notNull(),
  displayName: text("display_name").notNull(),
  shortName: text("short_name").notNull(),
  isUpselling: boolean("is_upselling").notNull().default(false),
});

export const dealers = pgTable("dealers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  countryId: smallint("country_id").notNull(),
  isDemo: boolean("is_demo").notNull().default(false),
  /** How far a delivered quantity may deviate from the ordered one (±%) before the customer must consent. */
  deliveryTolerancePct: smallint("delivery_tolerance_pct").notNull().default(5),
  /** Where new orders are announced; null: the portal's staff admins get them. */
  orderEmail: text("order_email"),
  /**
   * What the invoices issued in the dealer's name need (decision 0041): the VAT id (USt-IdNr., UID, MWST-Nr.)
   * and the account customers paying by invoice transfer to. Null: not captured yet (demo dealers print a
   * marked placeholder, others a visible gap).
   */
  vatId: text("vat_id"),
  iban: text("iban"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const branches = pgTable(
  "branches",
  {
    id: serial("id").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    name: text("name").notNull(),
    street: text("street").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    countryId: smallint("country_id").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => countryStates.id),
    leadTimeDays: smallint("lead_time_days").notNull(),
    surchargeFactorPct: smallint("surcharge_factor_pct").notNull().default(100),
    payments: text("payments").array().notNull(),
    express24: boolean("express_24").notNull().default(false),
    express48: boolean("express_48").notNull().default(false),
    smallTruck: boolean("small_truck").notNull().default(false),
    desiredDate: boolean("desired_date").notNull().default(true),
    appointmentPlus: boolean("appointment_plus").notNull().default(false),
    maxHoseMeters: smallint("max_hose_m").notNull().default(40),
    maxBlowInMeters: smallint("max_blowin_m").notNull().default(20),
    active: boolean("active").notNull().default(true),
    /** WGS84 position of the branch (its postcode's centre unless set otherwise). */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** Delivers to every postcode whose centre lies within this many km; 0: only the listed postcodes. */
    deliveryRadiusKm: smallint("delivery_radius_km").notNull().default(0),
    /** Smallest order the branch accepts (litres, or kg for bagged pellets); 0: the product's minimum. */
    minAmount: integer("min_amount").notNull().default(0),
    /**
     * Last change of the row (set by every Drizzle update): part of the market version, so every
     * instance rebuilds its postcode → branches index after a change of position, radius or conditions.
     */
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index("branches_dealer_idx").on(t.dealerId)],
);

// Postcodes a branch delivers to besides its radius: a full postcode, or a prefix for all postcodes
// starting with it ("80" = 80000–80999). Decision 0024.
export const branchDeliveryAreas = pgTable(
  "branch_delivery_areas",
  {
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    zipPrefix: text("zip_prefix").notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.zipPrefix] })],
);

// A branch's price list: one row per product and amount tier, net minor units per 100 l or per t.
export const priceTiers = pgTable(
  "price_tiers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    minAmount: integer("min_amount").notNull(),
    netPerBasis: integer("net_per_basis").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }),
  },
  (t) => [index("price_tiers_branch_product_idx").on(t.branchId, t.productId, t.validFrom)],
);

// Daily regional price history (gross per 100 l or per t at the group's reference amount).
export const priceHistory = pgTable(
  "price_history",
  {
    countryId: smallint("country_id").notNull(),
    stateId: integer("state_id").notNull(),
    productGroupId: smallint("product_group_id").notNull(),
    day: date("day").notNull(),
    pricePerBasis: integer("price_per_basis").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateId, t.productGroupId, t.day] }),
    index("price_history_country_idx").on(t.countryId, t.productGroupId, t.day),
  ],
);
