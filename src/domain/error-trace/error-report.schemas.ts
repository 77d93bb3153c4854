import { z } from "zod";
import { int32 } from "../shared/number-schemas.ts";

const text = z.string().max(4000);

/** Spec §3 "JS error report". */
export const jsErrorSchema = z.object({
  message: text,
  filename: text.optional().default(""),
  lineno: int32().nonnegative().optional().default(0),
  colno: int32().nonnegative().optional().default(0),
  stack: text.optional().default(""),
  time: z.union([z.string().max(40), z.number()]).optional(),
});

export const jsErrorReportSchema = z.object({
  userAgent: z.string().max(1000),
  timeStart: z.union([z.string().max(40), z.number()]).optional(),
  timeEnd: z.union([z.string().max(40), z.number()]).optional(),
  href: z.string().max(2000),
  errors: z.array(jsErrorSchema).min(1).max(50),
});

export type JsError = z.infer<typeof jsErrorSchema>;
export type JsErrorReport = z.infer<typeof jsErrorReportSchema>;
