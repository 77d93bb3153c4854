/**
 * Server-only helpers of the portal's order pages (decision 0026): the caller, use-case errors as the
 * portal's error page, and the one form action of the order pages (confirm, decline, out for delivery,
 * delivered) shared by the list, the detail and the deliveries page.
 */
import { data, type AppLoadContext, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseGroupedAmount } from "../../../domain/calculator/calculator-validation.ts";
import { confirmRequest, declineRequest, deliverRequest } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { OrderDeliveryPreview, OrderFormProblem, PortalActionResult } from "../../components/dealer-portal/order-summary.tsx";
import { callerId, formText, assertSameOrigin, NOTICE_PARAM, redirectWithNotice } from "../../lib/page.server.ts";

/** zod's first message per field, renamed to the form's field names. */
function issuesOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
  rename: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? "");
    out[rename[key] ?? key] ??= i.message;
  }
  return out;
}

export const ORDER_INTENTS = ["confirm", "decline", "dispatch", "deliver-preview", "deliver"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** Where the page goes after a change: the same page (same view, same page number), at the order, with a notice. */
function backTo(request: Request, intent: OrderIntent, orderId: number) {
  const url = new URL(request.url);
  url.searchParams.delete(NOTICE_PARAM);
  url.searchParams.set("bestellung", String(orderId));
  return redirectWithNotice(`${url.pathname}?${url.searchParams}#bestellung-${orderId}`, intent);
}

/**
 * The order pages' form posts (they work without JavaScript): the form names the order and the intent;
 * the portal's use cases check that the order is the caller's dealer's (404 page otherwise). A success
 * goes back to the page (post/redirect/get); bad input comes back as the form's German problem.
 */
export async function orderAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<PortalActionResult | DataWithResponseInit<OrderFormProblem | OrderDeliveryPreview> | Response> {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const intent = formText(form, "intent", 600) as OrderIntent;
  const orderId = Number(formText(form, "orderId", 600));
  const values: Record<string, string> = {};
  for (const name of ["WindowKind", "From", "To", "Day", "Slot", "Reason", "DeliveredAmount"]) values[name] = formText(form, name, 600);
  const problem = (message: string, fieldErrors: Record<string, string> = {}, status = 400) =>
    data<OrderFormProblem>({ kind: "problem", orderId, intent, message, fieldErrors, values }, { status });
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647 || !(ORDER_INTENTS as readonly string[]).includes(intent))
    return problem("Unbekannte Aktion. Bitte laden Sie die Seite neu.");
  const portal = context.services.dealerPortal;
  const locale = localeById(context.country.countryId) ?? LOCALES.de;
  try {
    switch (intent) {
      case "confirm": {
        const day = values.WindowKind === "day";
        const body = day
          ? { DeliveryFrom: values.Day, DeliveryTo: values.Day, DeliverySlot: values.Slot || null }
          : { DeliveryFrom: values.From, DeliveryTo: values.To };
        const parsed = confirmRequest.safeParse(body);
        if (!parsed.success)
          return problem(
            "Bitte prüfen Sie den Lieferzeitraum.",
            issuesOf(
              parsed.error.issues,
              day ? { DeliveryFrom: "Day", DeliveryTo: "Day", DeliverySlot: "Slot" } : { DeliveryFrom: "From", DeliveryTo: "To" },
            ),
          );
        await portal.confirmPortalOrder(userId, orderId, parsed.data);
        return backTo(request, intent, orderId);
      }
      case "decline": {
        const parsed = declineRequest.safeParse({ Reason: values.Reason });
        if (!parsed.success) return problem("Bitte geben Sie an, warum Sie die Bestellung ablehnen.", issuesOf(parsed.error.issues));
        await portal.declinePortalOrder(userId, orderId, parsed.data);
        return backTo(request, intent, orderId);
      }
      case "dispatch":
        await portal.dispatchPortalOrder(userId, orderId);
        return backTo(request, intent, orderId);
      case "deliver-preview":
      case "deliver": {
        const amount = parseGroupedAmount(values.DeliveredAmount, locale);
        const parsed = deliverRequest.safeParse({ DeliveredAmount: amount ?? Number.NaN });
        if (!parsed.success) {
          const message =
            values.DeliveredAmount.trim() === ""
              ? "Bitte geben Sie die gelieferte Menge an."
              : "Bitte geben Sie die gelieferte Menge als ganze Zahl an, z. B. 2.950.";
          return problem(message, { DeliveredAmount: amount === null ? message : (parsed.error.issues[0]?.message ?? message) });
        }
        if (intent === "deliver") {
          // The summary's checkbox, shown only while the window is still ahead (decision 0048).
          const EarlyDeliveryConfirmed = formText(form, "EarlyDeliveryConfirmed", 600) === "ja";
          try {
            await portal.deliverPortalOrder(userId, orderId, { ...parsed.data, EarlyDeliveryConfirmed }, context.requestId);
          } catch (err) {
            // Not confirmed: the summary again, with the question as its error, so the dealer answers it there.
            if (!(isClientError(err) && err.code === "EARLY_DELIVERY_UNCONFIRMED")) throw err;
            const { preview } = await portal.previewPortalDelivery(userId, orderId, parsed.data.DeliveredAmount);
            if (!preview.ok) throw err;
            return data<OrderDeliveryPreview>({ kind: "preview", orderId, preview, values, problem: err.message }, { status: 409 });
          }
          return backTo(request, intent, orderId);
        }
        const { preview } = await portal.previewPortalDelivery(userId, orderId, parsed.data.DeliveredAmount);
        if (!preview.ok) return problem(preview.message, { DeliveredAmount: preview.message });
        return { kind: "preview", orderId, preview, values };
      }
    }
  } catch (err) {
    // Another dealer's order (or none): the 404 page, exactly like a request for it.
    if (isClientError(err) && (err.statusCode === 404 || err.statusCode === 403 || err.statusCode === 401))
      throw data({ message: err.message }, { status: err.statusCode });
    if (isClientError(err)) {
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(err.fieldErrors ?? {})) fields[k === "From" && values.WindowKind === "day" ? "Day" : k] = v[0];
      return problem(err.message, fields, err.statusCode);
    }
    throw err;
  }
}

/** The notice after a change (post/redirect/get): fixed German texts, never text from the URL. */
export function doneNotice(url: URL): { orderId: number; text: string } | null {
  const texts: Record<string, string> = {
    confirm: "Die Bestellung ist bestätigt. Die Kundin bzw. der Kunde erhält den Lieferzeitraum per E-Mail.",
    decline: "Die Bestellung ist abgelehnt. Die Kundin bzw. der Kunde erhält Ihre Begründung per E-Mail.",
    dispatch: "Die Lieferung ist als unterwegs gemeldet.",
    deliver: "Die Lieferung ist gemeldet.",
  };
  const intent = url.searchParams.get(NOTICE_PARAM) ?? "";
  const orderId = Number(url.searchParams.get("bestellung"));
  return Object.hasOwn(texts, intent) && Number.isInteger(orderId) && orderId > 0 ? { orderId, text: texts[intent] } : null;
}
