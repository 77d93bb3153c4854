import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { paymentRule, selectedPayment, needsMandate } from "../../../domain/orders/checkout-payment.ts";
import { applicableStepKeys, applicableSteps, initialValidatedSteps } from "../../../domain/orders/checkout-steps.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { checkoutView } from "./checkout-view.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import type { CheckoutPayment } from "./checkout-row.ts";
import type { OrderDeps } from "./checkout-context.ts";
import { findCheckout, findOpenCheckout, insertCheckout } from "./checkout.repo.ts";
import { findUser } from "./orders.repo.ts";
import { newOpaqueId, readableReference } from "../../platform/ids.ts";

export interface StartCheckoutInput {
  config: CalculatorConfigInput;
  DealerId: number;
  BranchId?: number;
}

/** An open checkout for the same offer is reused for a day (a reload of the entry URL, the back button). */
const REUSE_MS = 24 * 60 * 60 * 1000;

/** A mandate reference: "HM-M-" and ten characters A–Z/0–9 (SEPA allows 35). */
export function newMandateReference(): string {
  return readableReference("HM-M-", 10);
}

/**
 * Starts (or resumes) the checkout of one dealer's offer for a configuration: the server calculates the
 * offer itself, decides the payment and the steps (decision 0007) and keeps the state.
 */
export async function startCheckout(deps: OrderDeps, caller: Caller, input: StartCheckoutInput) {
  const { db } = deps;
  const now = deps.now();
  const user = await findUser(db, caller.id);
  if (!user) throw new AppError("UNAUTHORIZED");
  const result = await deps.dealerOffer({ ...input.config, DealerId: input.DealerId, BranchId: input.BranchId });
  const offer = result.Items[0];
  const chosen = selectedPayment(input.config.Parameters, offer.DefaultPaymentId);
  const rule = paymentRule(chosen.paymentId, user.isGuest);
  if (!rule.ok) throw new AppError(rule.code, { message: rule.message, field: "PaymentId" });

  const config: CalculatorConfigInput = { ...input.config, Parameters: [...input.config.Parameters] };
  const existing = await findOpenCheckout(db, {
    userId: caller.id,
    dealerId: offer.DealerId,
    branchId: offer.Id,
    config,
    since: new Date(now.getTime() - REUSE_MS),
  });
  if (existing) return checkoutView(deps, existing);

  const payment: CheckoutPayment = {
    PaymentId: chosen.paymentId,
    PaymentModifier: chosen.modifier,
    Kind: rule.kind,
    StepKey: rule.stepKey,
    ViaProvider: rule.viaProvider,
    MandateReference: needsMandate(rule.kind) ? newMandateReference() : null,
  };
  const steps = applicableSteps(applicableStepKeys(config.Stations, rule.stepKey));
  const id = newOpaqueId();
  await insertCheckout(db, {
    id,
    userId: caller.id,
    countryId: config.CountryId,
    productGroupId: config.ProductGroupId,
    dealerId: offer.DealerId,
    branchId: offer.Id,
    config,
    steps: initialValidatedSteps(steps),
    selectedAddresses: [],
    payment,
  });
  return checkoutView(deps, (await findCheckout(db, caller.id, id))!);
}
