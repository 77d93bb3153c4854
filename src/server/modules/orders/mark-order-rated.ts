import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderStatus } from "../../../domain/orders/order-states.ts";
import type { Db } from "../../../db/client.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";

/**
 * The "rate" transition inside the rating's own transaction (the account area's rateOrder passes it):
 * only a delivered order is rated; it becomes "rated" with a history row, committed with the rating.
 */
export async function markOrderRated(
  deps: OrderLifeDeps,
  tx: Db,
  input: { orderId: number; userId: number; stars: number },
): Promise<void> {
  await applyTransition(
    deps,
    {
      orderId: input.orderId,
      actor: { kind: "customer", userId: input.userId },
      event: "rate",
      data: { Stars: input.stars },
      refusal: async (o) => new AppError((o.status as OrderStatus) === "rated" ? "ALREADY_RATED" : "ORDER_NOT_RATABLE"),
      decide: () => ({ to: "rated", mails: [] }),
    },
    tx,
  );
}
