/** The price alarm form's action, shared by /preiswecker and the customer area (decision 0029). */
import { data, type AppLoadContext } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import { priceAlarmInputSchema } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import { readForm } from "../../lib/page.server.ts";
import type { FormProblem } from "../../lib/form-problem.ts";

export type PriceAlarmActionResult =
  | { ok: true; confirmationSent: boolean; currentPrice: number | null; targetPrice: number; productGroupId: number; countryId: number }
  | ({ ok: false; values: Record<string, string> } & FormProblem);

export async function priceAlarmAction(request: Request, context: AppLoadContext) {
  const parsed = await readForm(request, priceAlarmInputSchema, { extra: { CountryId: context.country.countryId } });
  const values = parsed.values;
  if (!parsed.ok)
    return data<PriceAlarmActionResult>(
      { ok: false, message: "Bitte prüfen Sie Ihre Angaben.", fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
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
    return data<PriceAlarmActionResult>(
      { ok: false, message: err.message, fieldErrors: err.fieldErrors ?? {}, values },
      { status: err.statusCode },
    );
  }
}
