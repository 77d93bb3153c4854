import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Tank monitoring, the mex feature (decision 0030).

// The device registry: every sensor the product can hear from, as it leaves the factory. secret signs each
// reading (HMAC-SHA256; the server must hold it to check the signature); the pairing code printed on the
// device proves to the product that the customer holds it (only its hash is stored).
export const mexDevices = pgTable("mex_devices", {
  deviceId: text("device_id").primaryKey(),
  secret: text("secret").notNull(),
  pairingCodeHash: text("pairing_code_hash").notNull(),
  /** Spec §3 sensor types: wlan 1, gsm 2, funk (radio) 3. */
  sensorTypeId: smallint("sensor_type_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A customer's tank. Battery tanks are stored as angular with tank_count > 1 (spec §4 "Tank guide":
// saving maps battery back to angular).
export const mexTanks = pgTable(
  "mex_tanks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    name: text("name").notNull().default("Mein Tank"),
    /** Spec §3 tank shapes: angular 1, cylinder 2, ball 3 (battery 4 only on the wire). */
    tankTypeId: smallint("tank_type_id").notNull().default(1),
    tankCount: smallint("tank_count").notNull().default(1),
    /** Cylinder only: lying (true) or upright. */
    horizontal: boolean("horizontal").notNull().default(true),
    lengthMm: integer("length_mm"),
    widthMm: integer("width_mm"),
    heightMm: integer("height_mm"),
    diameterMm: integer("diameter_mm"),
    nominalLitres: integer("nominal_litres"),
    /** Solved by the level calibration: the sensor's distance to the tank bottom. */
    sensorToBottomMm: integer("sensor_to_bottom_mm"),
    /** Peiltabelle: [{ levelCm, litres }]; wins over geometry. */
    dipChart: jsonb("dip_chart").$type<{ levelCm: number; litres: number }[]>(),
    /** Order-by date: the reserve kept back (percent of capacity). */
    reservePercent: smallint("reserve_percent").notNull().default(10),
    zip: text("zip"),
    countryId: smallint("country_id").notNull().default(1),
    setupCompletedAt: timestamp("setup_completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mex_tanks_user_idx").on(t.userId)],
);

// A device claimed by a customer, on one of her tanks. Readings that arrive for it carry its id, so a
// device passed on to somebody else never shows the earlier owner's readings.
export const mexSensors = pgTable(
  "mex_sensors",
  {
    id: serial("id").primaryKey(),
    deviceId: text("device_id").notNull(),
    userId: integer("user_id").notNull(),
    tankId: integer("tank_id").notNull(),
    name: text("name").notNull(),
    isMain: boolean("is_main").notNull().default(false),
    deliveryAddressId: integer("delivery_address_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mex_sensors_device_idx").on(t.deviceId), index("mex_sensors_user_idx").on(t.userId)],
);

// Raw readings, append-only, as the device sent them; idempotent on device + seq (QoS 1 redelivers).
export const mexReadings = pgTable(
  "mex_readings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deviceId: text("device_id").notNull(),
    /** The sensor (claim) the reading arrived under; null while the device belongs to nobody. */
    sensorId: integer("sensor_id"),
    seq: bigint("seq", { mode: "number" }).notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    distanceMm: integer("distance_mm"),
    temperatureC: real("temperature_c"),
    batteryV: real("battery_v"),
    rssi: smallint("rssi"),
    /** mqtt | http | seed */
    via: text("via").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mex_readings_device_seq_idx").on(t.deviceId, t.seq), index("mex_readings_sensor_idx").on(t.sensorId, t.measuredAt)],
);

// Open-data tokens (the customer's own JSON API): only the hash is stored; revoked ones stay for the record.
export const mexApiTokens = pgTable(
  "mex_api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("mex_api_tokens_hash_idx").on(t.tokenHash), index("mex_api_tokens_user_idx").on(t.userId)],
);

// Which tank alerts are raised: an alert mails once when raised and again only after it cleared
// (hysteresis), whatever the number of readings in between.
export const mexAlerts = pgTable(
  "mex_alerts",
  {
    id: serial("id").primaryKey(),
    sensorId: integer("sensor_id").notNull(),
    kind: text("kind").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  // One open alert per sensor and kind, whatever two checks at the same moment decide.
  (t) => [
    index("mex_alerts_sensor_idx").on(t.sensorId, t.kind),
    uniqueIndex("mex_alerts_open_idx").on(t.sensorId, t.kind).where(sql`cleared_at is null`),
  ],
);
