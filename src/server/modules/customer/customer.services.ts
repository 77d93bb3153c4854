import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";
import { customerHome } from "./customer-home.ts";

/**
 * The customer area (issue 12, decision 0028): what a logged-in customer sees about herself. Her orders
 * come from the orders area, today's prices from the calculator.
 */
export function createCustomerServices({ clock }: Pick<PlatformDeps, "clock">, others: { orders: OrderServices; calculator: CalculatorServices }) {
  const homeDeps = { orders: others.orders, calculator: others.calculator, today: (countryId: number) => clock.today(countryId) };
  return {
    customerHome: (input: { userId: number }) => customerHome(homeDeps, input),
    pageOrders: others.orders.pageCustomerOrders,
  };
}

export type CustomerServices = ReturnType<typeof createCustomerServices>;
