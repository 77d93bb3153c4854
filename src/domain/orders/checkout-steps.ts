/**
 * Checkout steps of spec §2 "Checkout steps", §3 "Checkout step" and the step rules of §4 "Checkout".
 * Pure: the server decides which steps apply and which are validated; pages and tests use the same rules.
 */

import { CHECKOUT_WEIGHTS } from "../shared/spec-constants.ts";

export interface CheckoutStep {
  validationKey: string;
  addressPart: string;
  displayName: string;
  componentName: string;
  stepNumber: number;
  orderWeight: number;
  mainTitle?: string;
  allowAddressSummary: boolean;
  allowPaymentSummary: boolean;
  useOfferView: boolean;
  availableVariants: string[];
  isOrderFinalizer: boolean;
}

export interface ValidatedStep {
  Key: string;
  Variant?: string | null;
}

const step = (
  s: Partial<CheckoutStep> &
    Pick<CheckoutStep, "validationKey" | "addressPart" | "displayName" | "componentName" | "stepNumber" | "orderWeight">,
): CheckoutStep => ({
  allowAddressSummary: false,
  allowPaymentSummary: false,
  useOfferView: true,
  availableVariants: ["default"],
  isOrderFinalizer: false,
  ...s,
});

export const STEP_KEYS = {
  address: "address",
  addressAmount: "address-amount",
  paymentInstallment: "payment-installment",
  paymentProviderInvoice: "payment-provider-invoice",
  paymentProviderSepa: "payment-provider-sepa",
  paymentInvoice: "payment-invoice",
  paymentSepa: "payment-sepa",
  check: "check",
} as const;

const PAYMENT = { addressPart: "bezahlung", stepNumber: 2, orderWeight: CHECKOUT_WEIGHTS.payment, allowAddressSummary: true } as const;

/** The lazily loaded list of spec §2: address, address amount, the five payment variants, check. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  step({
    validationKey: STEP_KEYS.address,
    addressPart: "adresse",
    displayName: "Lieferadresse",
    componentName: "AddressStep",
    stepNumber: 1,
    orderWeight: CHECKOUT_WEIGHTS.address,
    availableVariants: ["default", "compact"],
  }),
  step({
    validationKey: STEP_KEYS.addressAmount,
    addressPart: "mengenverteilung",
    displayName: "Lieferstellen",
    componentName: "AddressAmountStep",
    stepNumber: 1,
    orderWeight: CHECKOUT_WEIGHTS.amounts,
    allowAddressSummary: true,
  }),
  step({
    ...PAYMENT,
    validationKey: STEP_KEYS.paymentInstallment,
    displayName: "Monatliche Bezahlung",
    componentName: "PaymentInstallmentStep",
  }),
  step({
    ...PAYMENT,
    validationKey: STEP_KEYS.paymentProviderInvoice,
    displayName: "Rechnung über unseren Finanzierungspartner",
    componentName: "PaymentProviderInvoiceStep",
  }),
  step({
    ...PAYMENT,
    validationKey: STEP_KEYS.paymentProviderSepa,
    displayName: "Lastschrift über unseren Finanzierungspartner",
    componentName: "PaymentProviderSepaStep",
  }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentInvoice, displayName: "Bezahlung auf Rechnung", componentName: "PaymentInvoiceStep" }),
  step({
    ...PAYMENT,
    validationKey: STEP_KEYS.paymentSepa,
    displayName: "Bezahlung per SEPA-Lastschrift",
    componentName: "PaymentSepaStep",
  }),
  step({
    validationKey: STEP_KEYS.check,
    addressPart: "bestellung-abschliessen",
    displayName: "Zusammenfassung",
    mainTitle: "Prüfender Blick und letzter Klick!",
    componentName: "CheckStep",
    stepNumber: 3,
    orderWeight: CHECKOUT_WEIGHTS.check,
    allowAddressSummary: true,
    allowPaymentSummary: true,
    useOfferView: false,
    isOrderFinalizer: true,
  }),
];

export const PAYMENT_STEP_KEYS: readonly string[] = [
  STEP_KEYS.paymentInstallment,
  STEP_KEYS.paymentProviderInvoice,
  STEP_KEYS.paymentProviderSepa,
  STEP_KEYS.paymentInvoice,
  STEP_KEYS.paymentSepa,
];

export function stepByKey(key: string): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((s) => s.validationKey === key);
}

/** The steps that apply, ordered by weight (spec §4: next and previous follow weight order). */
export function applicableSteps(keys: readonly string[]): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((s) => keys.includes(s.validationKey)).sort((a, b) => a.orderWeight - b.orderWeight);
}

/**
 * The step keys that apply to a checkout: the address; the amount distribution only with more than one
 * station; at most one payment step, chosen by the payment the server lists as applicable (none for cash
 * on delivery); the check.
 */
export function applicableStepKeys(stations: number, paymentStepKey: string | null): string[] {
  const keys: string[] = [STEP_KEYS.address];
  if (stations > 1) keys.push(STEP_KEYS.addressAmount);
  if (paymentStepKey && PAYMENT_STEP_KEYS.includes(paymentStepKey)) keys.push(paymentStepKey);
  keys.push(STEP_KEYS.check);
  return keys;
}

export function nextStep(steps: readonly CheckoutStep[], current: CheckoutStep): CheckoutStep | null {
  const i = steps.indexOf(current);
  return i >= 0 && i + 1 < steps.length ? steps[i + 1] : null;
}

export function previousStep(steps: readonly CheckoutStep[], current: CheckoutStep): CheckoutStep | null {
  const i = steps.indexOf(current);
  return i > 0 ? steps[i - 1] : null;
}

export function isValidated(step: CheckoutStep, validated: readonly ValidatedStep[]): boolean {
  return validated.some((v) => v.Key === step.validationKey && (!v.Variant || step.availableVariants.includes(v.Variant)));
}

/**
 * Spec §4: the latest accessible step is the last step (searching from the end) whose validation key is
 * among the validated steps with a variant that is empty or allowed by the step; none gives null.
 */
export function latestAccessibleStep(steps: readonly CheckoutStep[], validated: readonly ValidatedStep[]): CheckoutStep | null {
  for (let i = steps.length - 1; i >= 0; i--) if (isValidated(steps[i], validated)) return steps[i];
  return null;
}

/**
 * Spec §4: "a step is accessible only if validated". The server validates (unlocks) a step once every
 * step before it has been saved, so the validated list is exactly where a customer may go
 * (docs/decisions/0007-checkout-and-orders.md); anything else redirects to the latest accessible step.
 */
export function isStepAccessible(steps: readonly CheckoutStep[], validated: readonly ValidatedStep[], target: CheckoutStep): boolean {
  return steps.includes(target) && isValidated(target, validated);
}

/** A new checkout: only the first step is validated (the customer starts there). */
export function initialValidatedSteps(steps: readonly CheckoutStep[]): ValidatedStep[] {
  return steps.length > 0 ? [{ Key: steps[0].validationKey, Variant: null }] : [];
}

/**
 * The validated steps after the customer saved `saved` in `variant`: the steps before it stay, the saved
 * step records its variant, the next step (by weight) is unlocked and later ones are locked again —
 * a changed address or payment has to be confirmed once more on the way to the summary.
 */
export function validateSavedStep(
  steps: readonly CheckoutStep[],
  validated: readonly ValidatedStep[],
  saved: CheckoutStep,
  variant: string | null,
): ValidatedStep[] {
  const index = steps.indexOf(saved);
  if (index < 0) return [...validated];
  const earlier = steps.slice(0, index).filter((s) => isValidated(s, validated));
  const result: ValidatedStep[] = earlier.map((s) => validated.find((v) => v.Key === s.validationKey)!);
  result.push({ Key: saved.validationKey, Variant: variant && saved.availableVariants.includes(variant) ? variant : null });
  const next = steps[index + 1];
  if (next) result.push({ Key: next.validationKey, Variant: null });
  return result;
}

/** The step of a URL part among the applicable steps (the payment variants share "bezahlung"). */
export function stepByAddressPart(steps: readonly CheckoutStep[], addressPart: string): CheckoutStep | undefined {
  return steps.find((s) => s.addressPart === addressPart);
}

/**
 * Spec §4 variant choice: with more than one variant and a visitor seed other than 'default', the variant
 * index is the absolute seed modulo the variant count; otherwise 'default'.
 */
export function chooseVariant(step: Pick<CheckoutStep, "availableVariants">, seed: number | "default"): string {
  if (step.availableVariants.length <= 1 || seed === "default") return "default";
  return step.availableVariants[Math.abs(seed) % step.availableVariants.length];
}

export interface StepIndicatorEntry {
  /** 1-based position shown as "Schritt n". */
  number: number;
  stepNumber: number;
  displayName: string;
  /** The first step of this number (where the indicator links to). */
  step: CheckoutStep;
}

/**
 * The step indicator: one entry per step number of the applicable steps (address and amounts share
 * step 1), named by the first step of the number — "Lieferadresse", the payment variant, "Zusammenfassung".
 */
export function stepIndicator(steps: readonly CheckoutStep[]): StepIndicatorEntry[] {
  const entries: StepIndicatorEntry[] = [];
  for (const s of steps) {
    if (entries.some((e) => e.stepNumber === s.stepNumber)) continue;
    entries.push({ number: entries.length + 1, stepNumber: s.stepNumber, displayName: s.displayName, step: s });
  }
  return entries;
}

export interface StationAddressInfo {
  companyName?: string | null;
  invoiceAddress?: { companyName?: string | null } | null;
}

/** Spec §4: a company address exists when station 1 has a company name (own or on its invoice address). */
export function hasCompanyAddress(stations: readonly StationAddressInfo[]): boolean {
  const first = stations[0];
  if (!first) return false;
  return Boolean(first.companyName?.trim() || first.invoiceAddress?.companyName?.trim());
}
