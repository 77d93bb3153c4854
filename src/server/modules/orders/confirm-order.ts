import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import { checkDeliveryWindow, type OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import type { OrderRow } from "./orders.repo.ts";

/** The dealer confirms a new order with a delivery window (a date range, or one day with a time slot). */
export async function confirmOrderStep(
  deps: OrderLifeDeps,
  input: { orderId: number; actor: OrderActor; window: { from: string; to: string; slot?: string | null } },
): Promise<OrderRow> {
  const slot = input.window.slot?.trim() || null;
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "confirm",
    data: { From: input.window.from, To: input.window.to, Slot: slot },
    decide: (o) => {
      const errors = checkDeliveryWindow({ from: input.window.from, to: input.window.to, slot }, deps.today(o.countryId));
      const fields = Object.keys(errors);
      if (fields.length > 0)
        throw new AppError("DELIVERY_WINDOW_INVALID", {
          message: errors[fields[0]],
          fieldErrors: Object.fromEntries(fields.map((f) => [f, [errors[f]]])),
        });
      return {
        to: "confirmed",
        patch: { deliveryFrom: input.window.from, deliveryTo: input.window.to, deliverySlot: slot },
        mails: ["order-confirmed"],
      };
    },
  });
  return order;
}

/** {@link confirmOrderStep}, answered with the order's life view as the customer's status page shows it. */
export async function confirmOrder(deps: OrderLifeDeps, input: Parameters<typeof confirmOrderStep>[1]): Promise<OrderLifeView> {
  return lifeView(deps.db, await confirmOrderStep(deps, input));
}
