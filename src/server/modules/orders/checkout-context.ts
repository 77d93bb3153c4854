import { isStepAccessible } from "../../../domain/orders/checkout-steps.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { InstallmentProvider } from "./installment-provider.ts";
import { findCheckout, type CheckoutRow } from "./checkout.repo.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import { stepsOf, validatedOf } from "./checkout-row.ts";

export interface OrderDeps {
  db: Db;
  provider: InstallmentProvider;
  /** The order mails are jobs written with the order (decision 0013). */
  jobs: Jobs;
  log: (level: "info" | "warn" | "error", msg: string, data?: object) => void;
  now: () => Date;
  /** The calculator area's offer of one dealer: the price is always the server's. */
  dealerOffer: CalculatorServices["calculateDealerOffer"];
  /** The terms a site shows now, as text (the CMS page /agb); null when it shows none. */
  termsText: (countryId: number) => Promise<string | null>;
}

const CHECKOUT_NOT_FOUND = () => new AppError("CHECKOUT_NOT_FOUND");
export const CHECKOUT_CLOSED = () => new AppError("CHECKOUT_CLOSED");

/** The caller's checkout; anybody else's is a 404. */
export async function ownedCheckout(db: Db, caller: Caller, checkoutId: string): Promise<CheckoutRow> {
  const row = await findCheckout(db, caller.id, checkoutId);
  if (!row) throw CHECKOUT_NOT_FOUND();
  return row;
}

/** An owned checkout that is still open, with the step the caller wants to save being accessible. */
export async function openCheckoutAt(db: Db, caller: Caller, checkoutId: string, stepKey: string) {
  const row = await ownedCheckout(db, caller, checkoutId);
  if (row.orderId !== null) throw CHECKOUT_CLOSED();
  const steps = stepsOf(row);
  const step = steps.find((s) => s.validationKey === stepKey);
  if (!step) throw new AppError("STEP_NOT_APPLICABLE");
  if (!isStepAccessible(steps, validatedOf(row), step)) throw new AppError("STEP_NOT_ACCESSIBLE");
  return { row, steps, step };
}
