/** The price alarm form's action, shared by /preiswecker and the customer area (decision 0029). */
import { data, type AppLoadContext } from "react-router";
import { isClientError } from "../../../domain/errors.ts";
import { priceAlarmInputSchema } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import { assertSameOrigin } from "../same-origin.server.ts";

export type PriceAlarmActionResult =
  | { ok: true; confirmationSent: boolean; currentPrice: number | null; targetPrice: number; productGroupId: number; countryId: number }
  | { ok: false; message: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

export async function priceAlarmAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const parsed = priceAlarmInputSchema.safeParse({ ...values, CountryId: context.country.countryId });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return data<PriceAlarmActionResult>({ ok: false, message: "Bitte prüfen Sie Ihre Angaben.", fieldErrors, values }, { status: 400 });
  }
  try {
    const user = context.user ? { id: context.user.id, isGuest: context.user.isGuest } : null;
    const created = await context.services.priceAlarm.createPriceAlarm(parsed.data, user);
    return data<PriceAlarmActionResult>({
      ok: true,
      confirmationSent: created.ConfirmationSent,
      currentPrice: created.CurrentPrice,
      targetPrice: created.TargetPrice,
      productGroupId: created.ProductGroupId,
      countryId: created.CountryId,
    });
  } catch (err) {
    if (!isClientError(err)) throw err;
    return data<PriceAlarmActionResult>({ ok: false, message: err.message, fieldErrors: err.fieldErrors ?? {}, values }, { status: err.statusCode });
  }
}
