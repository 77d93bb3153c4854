/** Spec §4: adding feedback sets feedback status 1 with reason and comment. */
import type { CancellationFeedback } from "./cancellations.schemas.ts";

export const FEEDBACK_GIVEN = 1;

export function withFeedback<T extends { feedback: CancellationFeedback }>(order: T, input: { reason: string; comment: string }): T {
  return { ...order, feedback: { status: FEEDBACK_GIVEN, reason: input.reason, comment: input.comment } };
}
