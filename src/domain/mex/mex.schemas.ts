/**
 * Tank monitoring on the wire (spec §3 Sensor and Tank, §5 "Tank payloads are sent with capitalised keys;
 * responses are read with lower-camel keys", §7 "Customer, mex and account data"; decision 0030).
 */
import { z } from "zod";
import { isValidZipFormat } from "../location/postcode.ts";
import { isYes, onlyFieldsOfType } from "./tank-type-fields.ts";

const READING_STATUSES = [
  "ok",
  "no-metering",
  "distance-too-short",
  "below-min",
  "implausible-jump",
  "battery-low",
  "no-data",
  "not-calibrated",
] as const;
export const readingStatusSchema = z.enum(READING_STATUSES);

/** One reading as a device sends it (the signed payload). Bounds are what a real ultrasonic tank sensor can report. */
export const devicePayloadSchema = z.object({
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  measuredAt: z.iso.datetime({ offset: true }),
  distanceMm: z.number().int().min(0).max(10_000).nullable(),
  temperatureC: z.number().min(-50).max(90).nullable(),
  batteryV: z.number().min(0).max(12).nullable(),
  rssi: z.number().int().min(-150).max(0).nullable(),
});
export type DevicePayload = z.infer<typeof devicePayloadSchema>;

/** An MQTT message and an item of the HTTP batch: the payload as signed, and its HMAC-SHA256 (hex). */
export const signedMessageSchema = z.object({ payload: z.string().min(2).max(1000), sig: z.string().regex(/^[0-9a-f]{64}$/i) });
export const readingBatchSchema = z.object({ readings: z.array(signedMessageSchema).min(1).max(500) });
export const deviceIdParams = z.object({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/) });
export const ingestAnswerSchema = z.object({ accepted: z.number(), duplicates: z.number() });

export const sensorItemSchema = z.object({
  id: z.number(),
  deviceId: z.string(),
  name: z.string(),
  sensorTypeId: z.number(),
  isMain: z.boolean(),
  tankId: z.number(),
  tankName: z.string(),
  deliveryAddressId: z.number().nullable(),
  setupComplete: z.boolean(),
  capacityLitres: z.number().nullable(),
  litres: z.number().nullable(),
  levelPercent: z.number().nullable(),
  lastMeasuredAt: z.string().nullable(),
  batteryV: z.number().nullable(),
  status: readingStatusSchema.nullable(),
  statusText: z.string().nullable(),
});
export type SensorItem = z.infer<typeof sensorItemSchema>;

export const sensorListSchema = z.object({
  selectedId: z.number().nullable(),
  sensors: z.array(sensorItemSchema),
  /** Spec §3: sensors have DeliveryAddresses (where each tank stands). */
  deliveryAddresses: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type SensorList = z.infer<typeof sensorListSchema>;

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const nameField = z
  .string({ error: "Bitte geben Sie einen Namen an." })
  .trim()
  .min(1, "Bitte geben Sie einen Namen an.")
  .max(60, "Der Name darf höchstens 60 Zeichen lang sein.");
const optionalId = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number().int().min(1).nullable());

export const sensorUpdateSchema = z.object({ Name: nameField, DeliveryAddressId: optionalId.optional() });
export const claimDeviceSchema = z.object({
  DeviceId: z
    .string({ error: "Bitte geben Sie die Gerätekennung an." })
    .trim()
    .min(3, "Bitte geben Sie die Gerätekennung an.")
    .max(64, "Diese Gerätekennung ist zu lang."),
  PairingCode: z
    .string({ error: "Bitte geben Sie den Kopplungscode an." })
    .trim()
    .min(4, "Bitte geben Sie den Kopplungscode an.")
    .max(32, "Dieser Kopplungscode ist zu lang."),
  Name: nameField.optional(),
});

const mm = (what: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ error: `Bitte geben Sie ${what} in Millimetern an.` })
      .int(`Bitte geben Sie ${what} in ganzen Millimetern an.`)
      .min(100, `${what} muss mindestens 100 mm betragen.`)
      .max(10_000, `${what} darf höchstens 10.000 mm betragen.`)
      .nullable(),
  );

/** Spec §3 change states of the tank's list items (here: the dip chart's rows). */
export const changeStateSchema = z.enum(["Unchanged", "Added", "Modified", "Deleted"]);

const tankTypeField = z.coerce
  .number({ error: "Bitte wählen Sie die Tankart." })
  .int()
  .min(1, "Bitte wählen Sie die Tankart.")
  .max(4, "Bitte wählen Sie die Tankart.");
const tankCountField = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.coerce
    .number({ error: "Bitte geben Sie die Anzahl der Tanks an." })
    .int("Bitte geben Sie die Anzahl als ganze Zahl an.")
    .min(1, "Mindestens ein Tank.")
    .max(10, "Höchstens 10 Tanks."),
);
const BATTERY_COUNT = "Ein Batterietank besteht aus mindestens zwei Tanks.";

/**
 * PUT /api/mex/tanks/{id}: capitalised keys (spec §5). Battery (4) is mapped back to angular on save. Only
 * the fields of the tank's type count (decision 0047): the others are set aside before validation.
 */
export const tankBodySchema = z.preprocess(
  onlyFieldsOfType,
  z
    .object({
      Name: nameField,
      TankTypeId: tankTypeField,
      SensorTypeId: z.coerce.number().int().min(1).max(4).optional(),
      TankCount: tankCountField,
      Horizontal: z.preprocess(isYes, z.boolean()),
      LengthMm: mm("die Länge"),
      WidthMm: mm("die Breite"),
      HeightMm: mm("die Höhe"),
      DiameterMm: mm("den Durchmesser"),
      NominalLitres: z.preprocess(
        (v) => (v === "" || v === undefined ? null : v),
        z.coerce
          .number({ error: "Bitte geben Sie das Nennvolumen in Litern an." })
          .int("Bitte geben Sie das Nennvolumen in ganzen Litern an.")
          .min(100, "Das Nennvolumen muss mindestens 100 Liter betragen.")
          .max(100_000, "Das Nennvolumen darf höchstens 100.000 Liter betragen.")
          .nullable(),
      ),
      ReservePercent: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        z.coerce
          .number({ error: "Bitte geben Sie die Reserve als ganze Zahl an." })
          .int("Bitte geben Sie die Reserve als ganze Zahl an.")
          .min(0, "Die Reserve muss zwischen 0 und 50 % liegen.")
          .max(50, "Die Reserve muss zwischen 0 und 50 % liegen.")
          .optional(),
      ),
      ZipCode: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(10).optional()),
      CountryId: z.coerce.number().int().min(1).max(3).optional(),
      DipChart: z
        .array(
          z.object({
            LevelCm: z.coerce.number().int().min(0).max(1000),
            Litres: z.coerce.number().min(0).max(100_000),
            ChangeState: changeStateSchema.default("Unchanged"),
          }),
        )
        .max(400)
        .optional(),
      /** Level calibration: the dipstick's oil height; the server solves the sensor-to-bottom distance. */
      DipstickLevelMm: z.preprocess(
        (v) => (v === "" || v === undefined ? undefined : v),
        z.coerce
          .number({ error: "Bitte geben Sie die gemessene Füllhöhe in Millimetern an." })
          .int()
          .min(0, "Die Füllhöhe kann nicht negativ sein.")
          .max(10_000)
          .optional(),
      ),
      SetupComplete: z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean()).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.ZipCode !== undefined && !isValidZipFormat(v.ZipCode, v.CountryId ?? 1))
        ctx.addIssue({ code: "custom", path: ["ZipCode"], message: "Bitte geben Sie eine gültige Postleitzahl ein." });
      if (v.TankTypeId === 4 && v.TankCount < 2) ctx.addIssue({ code: "custom", path: ["TankCount"], message: BATTERY_COUNT });
    }),
);
export type TankBody = z.infer<typeof tankBodySchema>;

/**
 * The guide's tank-type step (decision 0047): the type and only the fields it has — a battery's count, a
 * cylinder's position, chosen, never assumed. Other fields are set aside first, like the save does.
 */
export const tankTypeStepSchema = z.preprocess(
  onlyFieldsOfType,
  z
    .object({
      TankTypeId: tankTypeField,
      TankCount: tankCountField,
      Horizontal: z
        .union([z.boolean(), z.enum(["true", "false"])], { error: "Bitte wählen Sie, ob der Zylindertank liegt oder steht." })
        .transform((v) => v === true || v === "true"),
    })
    .superRefine((v, ctx) => {
      if (v.TankTypeId === 4 && v.TankCount < 2) ctx.addIssue({ code: "custom", path: ["TankCount"], message: BATTERY_COUNT });
    }),
);
export type TankTypeStep = z.infer<typeof tankTypeStepSchema>;

/** GET /api/mex/tanks/{id}: lower-camel keys; tankTypeId and sensorTypeId already mapped for loading. */
export const tankAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  tankTypeId: z.number(),
  sensorTypeId: z.number().nullable(),
  tankCount: z.number(),
  horizontal: z.boolean(),
  lengthMm: z.number().nullable(),
  widthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  diameterMm: z.number().nullable(),
  nominalLitres: z.number().nullable(),
  sensorToBottomMm: z.number().nullable(),
  dipChart: z.array(z.object({ levelCm: z.number(), litres: z.number() })),
  reservePercent: z.number(),
  zipCode: z.string().nullable(),
  countryId: z.number(),
  setupComplete: z.boolean(),
  sensorId: z.number().nullable(),
  deviceId: z.string().nullable(),
  /** The latest reading's distance (the calibration and the connection step show it). */
  lastDistanceMm: z.number().nullable(),
  lastMeasuredAt: z.string().nullable(),
  readingCount: z.number(),
});
export type TankAnswer = z.infer<typeof tankAnswerSchema>;

/** Spec §3 Banner: the mex snapshot with AvailableTanks (Value, Selected), the first selected by default. */
export const mexSnapshotQuery = z.object({ sensorId: z.coerce.number().int().min(1).optional() });
export const mexSnapshotSchema = z.object({
  AvailableTanks: z.array(z.object({ Value: z.number(), Text: z.string(), Selected: z.boolean() })),
  selectedMex: z
    .object({
      SensorId: z.number(),
      Name: z.string(),
      Litres: z.number().nullable(),
      LevelPercent: z.number().nullable(),
      CapacityLitres: z.number().nullable(),
      RangeDays: z.number().nullable(),
      LastMeasuredAt: z.string().nullable(),
    })
    .nullable(),
});
export type MexSnapshot = z.infer<typeof mexSnapshotSchema>;
export const okSchema = z.object({ success: z.literal(true) });

/** Open data (decision 0030): the customer's own access keys for the JSON API. */
export const tokenCreateSchema = z.object({ Name: nameField });
export const tokenItemSchema = z.object({ id: z.number(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export const tokenListSchema = z.object({ tokens: z.array(tokenItemSchema) });
export const tokenCreatedSchema = tokenItemSchema.extend({ token: z.string() });

/**
 * GET /api/mex/open/v1/devices: the state per device, modelled on OilFox's public customer API (what Home
 * Assistant integrations read). Every field is always present; unknown values are null and `status` says why.
 */
export const openDeviceSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  status: z.enum(["ok", "not-calibrated", "no-reading", "no-data", "warning"]),
  currentMeteringAt: z.string().nullable(),
  nextMeteringAt: z.string().nullable(),
  fillLevelQuantity: z.number().nullable(),
  fillLevelPercent: z.number().nullable(),
  capacity: z.number().nullable(),
  quantityUnit: z.literal("L"),
  daysReach: z.number().nullable(),
  batteryVoltage: z.number().nullable(),
  batteryLevel: z.enum(["GOOD", "MEDIUM", "WARNING", "CRITICAL"]).nullable(),
  validationError: z
    .enum([
      "NO_METERING",
      "EMPTY_METERING",
      "NO_EXTRACTED_VALUE",
      "SENSOR_CONFIG",
      "MISSING_STORAGE_CONFIG",
      "INVALID_STORAGE_CONFIG",
      "DISTANCE_TOO_SHORT",
      "ABOVE_STORAGE_MAX",
      "BELOW_STORAGE_MIN",
      "IMPLAUSIBLE_JUMP",
      "BATTERY_LOW",
      "NO_DATA",
    ])
    .nullable(),
});
export const openDevicesSchema = z.object({ items: z.array(openDeviceSchema) });
export type OpenDevice = z.infer<typeof openDeviceSchema>;
