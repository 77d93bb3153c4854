import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

export const countryStates = pgTable("country_states", {
  id: integer("id").primaryKey(),
  countryId: smallint("country_id").notNull(),
  name: text("name").notNull(),
  friendlyName: text("friendly_name").notNull(),
  mapId: text("map_id").notNull(),
});

// One row per (postcode, place): a postcode can cover several places.
export const postcodes = pgTable(
  "postcodes",
  {
    countryId: smallint("country_id").notNull(),
    zip: text("zip").notNull(),
    place: text("place").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => countryStates.id),
    /** WGS84 centre of the postcode (decision 0024); every place of one postcode has the same. */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.zip, t.place] }), index("postcodes_state_idx").on(t.stateId)],
);
