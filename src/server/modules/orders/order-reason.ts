import { AppError } from "../../../domain/shared/errors.ts";

/** A decline or cancellation names its reason (3–500 characters, trimmed). */
export function requiredReason(reason: string): string {
  const text = reason.trim();
  if (text.length < 3)
    throw new AppError("REASON_REQUIRED", { message: "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).", field: "Reason" });
  if (text.length > 500)
    throw new AppError("REASON_REQUIRED", { message: "Der Grund darf höchstens 500 Zeichen lang sein.", field: "Reason" });
  return text;
}
