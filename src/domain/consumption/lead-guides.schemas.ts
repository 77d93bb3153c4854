/**
 * The lead guides' calls (spec §7, decision 0070): GET /api/leads/guide/{id} and POST /api/leads/{guideId}/compare
 * with a flat map of answers. PascalCase like the spec's other calls.
 */
import { z } from "zod";
import { idParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";
import { CLASSES } from "./heizspiegel.ts";

export const leadGuideParams = z.object({ id: idParam() });
export const leadCompareParams = z.object({ guideId: idParam() });

const input = z.object({
  Key: z.string(),
  Type: z.enum(["number", "select", "zip"]),
  Label: z.string(),
  Required: z.boolean(),
  Min: z.number().optional(),
  Max: z.number().optional(),
  Unit: z.string().optional(),
  Options: z.array(z.object({ Value: z.string(), Label: z.string() })).optional(),
});
export const leadGuideView = z.object({
  Id: z.number(),
  Title: z.string(),
  Steps: z.array(z.object({ Id: z.number(), OrderWeight: z.number(), Title: z.string(), Inputs: z.array(input) })),
});

/** The flat map of answers: keys of the guide's inputs, short values. */
export const leadAnswers = z.record(
  z.string().max(40),
  z.union([z.string().max(200).refine(isSafeText, UNSAFE_TEXT_MESSAGE), z.number(), z.boolean(), z.null()]),
);

export const oilGuideResultView = z.object({
  Amount: z.number(),
  LitresPerYear: z.number(),
  KwhPerM2: z.number(),
  Class: z.enum(CLASSES),
  ZipCode: z.string(),
  ProductGroupId: z.literal(1),
  RouteId: z.string(),
});
