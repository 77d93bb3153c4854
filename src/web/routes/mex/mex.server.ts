/** What the mex pages share (decision 0030): the caller, and pairing a device from a form. */
import { data, redirect, type AppLoadContext } from "react-router";
import { claimDeviceSchema } from "../../../domain/mex/mex.schemas.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { callerId, assertSameOrigin, fieldErrorsOf } from "../../lib/page.server.ts";

export interface PairResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string[]>;
  values: { DeviceId: string; PairingCode: string };
}

/**
 * The pairing form (customer area and sensor list alike): on success she is a mex customer at once (a fresh
 * token with the role rides on the redirect) and goes to the setup guide of the new tank.
 */
export async function pairAction(request: Request, context: AppLoadContext, form: FormData) {
  assertSameOrigin(request);
  const values = { DeviceId: String(form.get("DeviceId") ?? ""), PairingCode: String(form.get("PairingCode") ?? "") };
  const parsed = claimDeviceSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return data<PairResult>({ ok: false, message: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors, values }, { status: 400 });
  }
  try {
    const paired = await context.services.mex.claimDevice({
      userId: callerId(context),
      deviceId: parsed.data.DeviceId,
      pairingCode: parsed.data.PairingCode,
      countryId: context.country.countryId,
    });
    const headers = new Headers();
    for (const c of await context.renewedAccessCookies()) headers.append("Set-Cookie", c);
    return redirect(paired.alreadyPaired ? `/mex/sensors/${paired.sensorId}` : `/mex/tanks/${paired.tankId}`, { headers });
  } catch (err) {
    if (isClientError(err))
      return data<PairResult>({ ok: false, message: err.message, fieldErrors: {}, values }, { status: err.statusCode });
    throw err;
  }
}
