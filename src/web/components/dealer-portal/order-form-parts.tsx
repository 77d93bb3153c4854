import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import type { PortalActionResult } from "./order-summary.tsx";

export type FormProps = { order: DealerOrderListItem; result?: PortalActionResult; busy: boolean };
export const problemFor = (result: PortalActionResult | undefined, order: { OrderId: number }, ...intents: string[]) =>
  result?.kind === "problem" && result.orderId === order.OrderId && intents.includes(result.intent) ? result : undefined;

export function Hidden({ order, intent }: { order: { OrderId: number }; intent: string }) {
  return (
    <>
      <input type="hidden" name="orderId" value={order.OrderId} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}
