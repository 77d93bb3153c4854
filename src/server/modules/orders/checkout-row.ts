/** The checkout row as the use cases read it: its configuration, payment, chosen addresses and steps (spec §3). */
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { applicableStepKeys, applicableSteps, type CheckoutStep, type ValidatedStep } from "../../../domain/orders/checkout-steps.ts";
import type { OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import type { CheckoutRow } from "./checkout.repo.ts";
import type { SelectedAddress } from "../../../domain/orders/checkout.types.ts";

/** checkouts.payment */
export interface CheckoutPayment {
  PaymentId: number;
  PaymentModifier: number | null;
  Kind: OrderPaymentKind;
  StepKey: string | null;
  ViaProvider: boolean;
  MandateReference: string | null;
  Iban?: string | null;
  AccountHolder?: string | null;
  MandateText?: string | null;
  MandateAcceptedAt?: string | null;
  ProviderReference?: string | null;
  MonthlyRate?: number | null;
  Months?: number | null;
}

export function checkoutConfig(row: CheckoutRow): CalculatorConfigInput {
  return row.config as CalculatorConfigInput;
}

export function checkoutPayment(row: CheckoutRow): CheckoutPayment {
  return row.payment as CheckoutPayment;
}

export function selectedAddresses(row: CheckoutRow): SelectedAddress[] {
  return (row.selectedAddresses as SelectedAddress[]) ?? [];
}

export function stepsOf(row: CheckoutRow): CheckoutStep[] {
  return applicableSteps(applicableStepKeys(checkoutConfig(row).Stations, checkoutPayment(row).StepKey));
}

export function validatedOf(row: CheckoutRow): ValidatedStep[] {
  return (row.steps as ValidatedStep[]) ?? [];
}
