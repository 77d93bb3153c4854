import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import type { CustomerHome } from "../../../domain/customer/customer-home.schemas.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { configForToday } from "../../../domain/orders/order-links.ts";
import type { CustomerNeeds } from "./customer.needs.ts";

export interface CustomerHomeDeps {
  orders: Pick<CustomerNeeds["orders"], "pageCustomerOrders" | "orderConfig">;
  calculator: Pick<CustomerNeeds["calculator"], "calculateOffers">;
  today: (countryId: number) => string;
}

/**
 * `/kunde/startseite` (decision 0028): the latest order on this site and its state (decision 0045: the site's
 * orders, as her order list shows them), and what her usual configuration — that of the latest order —
 * costs today, with the offer list one click away.
 */
export async function customerHome(deps: CustomerHomeDeps, input: { userId: number; countryId: number }): Promise<CustomerHome> {
  const page = await deps.orders.pageCustomerOrders({ userId: input.userId, countryId: input.countryId });
  const last = page.Items[0] ?? null;
  if (!last) return { LastOrder: null, OrderCount: 0, BestPrice: null, OtherSites: page.OtherSites };
  const stored = await deps.orders.orderConfig({ userId: input.userId, orderId: last.OrderId });
  let best: CustomerHome["BestPrice"] = null;
  try {
    const config: CalculatorConfigInput = configForToday(stored, deps.today(last.CountryId));
    const answer = await deps.calculator.calculateOffers(config);
    const top = answer.Items[0];
    if (top)
      best = {
        ZipCode: last.ZipCode,
        Amount: last.Amount,
        ProductGroupId: last.ProductGroupId,
        ProductName: last.ProductName,
        TotalPrice: top.TotalPrice,
        UnitPrice: top.UnitPrice,
        Currency: top.Currency,
        DealerName: top.DealerName,
        OfferCount: answer.Items.length,
        Path: last.ReorderPath,
      };
  } catch (err) {
    // A configuration the calculator refuses today (a product no longer sold): no price, the list still links.
    if (!isClientError(err)) throw err;
  }
  return { LastOrder: last, OrderCount: page.Total, BestPrice: best, OtherSites: page.OtherSites };
}
