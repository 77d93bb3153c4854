/**
 * Checkout steps of spec §2 "Checkout steps", §3 "Checkout step" and the step rules of §4 "Checkout".
 * Pure: the server decides which steps apply and which are validated; pages and tests use the same rules.
 */

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

const step = (s: Partial<CheckoutStep> & Pick<CheckoutStep, "validationKey" | "addressPart" | "displayName" | "componentName" | "stepNumber" | "orderWeight">): CheckoutStep => ({
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

const PAYMENT = { addressPart: "bezahlung", stepNumber: 2, orderWeight: 20, allowAddressSummary: true } as const;

/** The lazily loaded list of spec §2: address, address amount, the five payment variants, check. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  step({ validationKey: STEP_KEYS.address, addressPart: "adresse", displayName: "Lieferadresse", componentName: "AddressStep", stepNumber: 1, orderWeight: 0, availableVariants: ["default", "compact"] }),
  step({ validationKey: STEP_KEYS.addressAmount, addressPart: "mengenverteilung", displayName: "Lieferstellen", componentName: "AddressAmountStep", stepNumber: 1, orderWeight: 5, allowAddressSummary: true }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentInstallment, displayName: "Monatliche Bezahlung", componentName: "PaymentInstallmentStep" }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentProviderInvoice, displayName: "Rechnung über unseren Finanzierungspartner", componentName: "PaymentProviderInvoiceStep" }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentProviderSepa, displayName: "Lastschrift über unseren Finanzierungspartner", componentName: "PaymentProviderSepaStep" }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentInvoice, displayName: "Bezahlung auf Rechnung", componentName: "PaymentInvoiceStep" }),
  step({ ...PAYMENT, validationKey: STEP_KEYS.paymentSepa, displayName: "Bezahlung per SEPA-Lastschrift", componentName: "PaymentSepaStep" }),
  step({
    validationKey: STEP_KEYS.check,
    addressPart: "bestellung-abschliessen",
    displayName: "Zusammenfassung",
    mainTitle: "Prüfender Blick und letzter Klick!",
    componentName: "CheckStep",
    stepNumber: 3,
    orderWeight: 99,
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
 * station; exactly one payment step, chosen by the payment the server lists as applicable; the check.
 */
export function applicableStepKeys(stations: number, paymentStepKey: string): string[] {
  const keys: string[] = [STEP_KEYS.address];
  if (stations > 1) keys.push(STEP_KEYS.addressAmount);
  if (PAYMENT_STEP_KEYS.includes(paymentStepKey)) keys.push(paymentStepKey);
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

function isValidated(step: CheckoutStep, validated: readonly ValidatedStep[]): boolean {
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
 * Where a visitor may be. Spec §4: a step is accessible only if validated; the first step is always open,
 * and so is the step right after the latest validated one (the one being filled in now).
 */
export function isStepAccessible(steps: readonly CheckoutStep[], validated: readonly ValidatedStep[], target: CheckoutStep): boolean {
  const index = steps.indexOf(target);
  if (index < 0) return false;
  if (index === 0 || isValidated(target, validated)) return true;
  return steps.slice(0, index).every((s) => isValidated(s, validated));
}

/** The first step that is not validated yet (all earlier ones are), or the finalizer. */
export function currentOpenStep(steps: readonly CheckoutStep[], validated: readonly ValidatedStep[]): CheckoutStep {
  return steps.find((s) => !isValidated(s, validated)) ?? steps[steps.length - 1];
}

/**
 * Spec §4 variant choice: with more than one variant and a visitor seed other than 'default', the variant
 * index is the absolute seed modulo the variant count; otherwise 'default'.
 */
export function chooseVariant(step: Pick<CheckoutStep, "availableVariants">, seed: number | "default"): string {
  if (step.availableVariants.length <= 1 || seed === "default") return "default";
  return step.availableVariants[Math.abs(seed) % step.availableVariants.length];
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
