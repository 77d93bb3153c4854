/**
 * Whole numbers as the database holds them (decision 0012). A number beyond its column's range can
 * never match a row, and PostgreSQL refuses to even compare with it ("out of range for type
 * smallint"), so requests are bounded here, once, and get a German 400 instead of a 500.
 */
import { z } from "zod";
import { INT_MAX, INT_MIN, SMALLINT_MAX } from "./db-ranges.ts";

/** Any value of an integer column. */
export const int32 = () => z.number().int().min(INT_MIN).max(INT_MAX);
/** A smallint column; the handler judges the value (e.g. "Unbekanntes Land."). */
export const int16 = () =>
  z
    .number()
    .int()
    .min(-SMALLINT_MAX - 1)
    .max(SMALLINT_MAX);
/** A row id (serial, integer column). */
export const idNumber = () => z.number().int().positive().max(INT_MAX);

// Path and query parameters arrive as text.
export const int32Param = () => z.coerce.number().int().min(INT_MIN).max(INT_MAX);
export const idParam = () => z.coerce.number().int().positive().max(INT_MAX);
/** A country or product group id (smallint columns); unknown ones are the handlers' German 404/400. */
export const smallIdParam = () => z.coerce.number().int().positive().max(SMALLINT_MAX);

/** `{countryId}` in a path (spec §7: "countryId in the path"). */
export const countryParams = z.object({ countryId: smallIdParam() });
