/**
 * Which of a tank's fields belong to its type (decision 0047): a count only for a battery, the position
 * (lying or upright) only for a cylinder, and the dimensions the shape is measured by. The guide shows these
 * and no others, and a tank is saved with these and no others: whatever else a form or an API client sends
 * is set to its neutral value before validation, so a field the customer could not see (one hidden by the
 * page, posted without JavaScript, or left over from another type) can neither be saved nor refuse the save.
 */
import { requiredDimensions, TANK_SHAPE, type Dimension, type TankShape } from "./tank-volume.ts";

export interface TankTypeFields {
  /** "Anzahl der Tanks": only a battery has more than one. */
  count: boolean;
  /** "Liegt der Zylindertank oder steht er?": only a cylinder. */
  position: boolean;
  dimensions: Dimension[];
}

const SHAPES: readonly number[] = Object.values(TANK_SHAPE);

export const isTankType = (typeId: number): typeId is TankShape => SHAPES.includes(typeId);

export function fieldsOfTankType(typeId: TankShape, horizontal: boolean): TankTypeFields {
  return {
    count: typeId === TANK_SHAPE.battery,
    position: typeId === TANK_SHAPE.cylinder,
    dimensions: requiredDimensions({ shape: typeId, horizontal }),
  };
}

/** The wire's yes for a boolean (a checkbox's "on", a form's "true", JSON's true). */
export const isYes = (v: unknown) => v === true || v === "true" || v === "1" || v === "on";

/** The capitalised body keys (spec §5) of the dimensions. */
export const DIMENSION_KEYS: Record<Dimension, "LengthMm" | "WidthMm" | "HeightMm" | "DiameterMm"> = {
  lengthMm: "LengthMm",
  widthMm: "WidthMm",
  heightMm: "HeightMm",
  diameterMm: "DiameterMm",
};

/**
 * A tank body with only its type's fields: a count of 1, no position (false) and no dimension (null) where
 * the type has none. A body without a valid type is left alone; its validation says what is missing.
 */
export function onlyFieldsOfType(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const typeId = Number(body.TankTypeId);
  if (body.TankTypeId === "" || !isTankType(typeId)) return raw;
  const fields = fieldsOfTankType(typeId, isYes(body.Horizontal));
  const out: Record<string, unknown> = { ...body };
  if (!fields.count) out.TankCount = 1;
  if (!fields.position) out.Horizontal = false;
  for (const [dimension, key] of Object.entries(DIMENSION_KEYS)) if (!fields.dimensions.includes(dimension as Dimension)) out[key] = null;
  return out;
}
