/** What the order's status page shows (its loader's answer for an order), and its amounts as the page writes them. */
import { formatQuantity } from "../../../domain/shared/format.ts";
import type { Route } from "../../routes/checkout/+types/order-success";

export type OrderStatusData = Extract<Route.ComponentProps["loaderData"], { kind: "order" }>;

/** An amount in the product's unit, and a delivered one as measured (at 15 °C for heating oil and diesel). */
export function quantitiesOf(life: Pick<OrderStatusData["life"], "UnitLabel" | "ProductGroupId">, locale: OrderStatusData["locale"]) {
  const qty = (n: number) => `${formatQuantity(n, locale)} ${life.UnitLabel}`;
  const deliveredQty = (n: number) => `${qty(n)}${life.ProductGroupId <= 2 ? " (bei 15 °C)" : ""}`;
  return { qty, deliveredQty };
}
