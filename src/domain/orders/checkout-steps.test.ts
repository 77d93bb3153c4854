import { describe, expect, it } from "vitest";
import {
  applicableStepKeys,
  applicableSteps,
  CHECKOUT_STEPS,
  chooseVariant,
  hasCompanyAddress,
  initialValidatedSteps,
  isStepAccessible,
  latestAccessibleStep,
  nextStep,
  previousStep,
  stepByAddressPart,
  stepByKey,
  stepIndicator,
  STEP_KEYS,
  validateSavedStep,
} from "./checkout-steps.ts";

const keysOf = (steps: { validationKey: string }[]) => steps.map((s) => s.validationKey);

describe("spec §2 checkout step table", () => {
  it.each([
    ["address", "adresse", 1, 0],
    ["address-amount", "mengenverteilung", 1, 5],
    ["payment-installment", "bezahlung", 2, 20],
    ["payment-provider-invoice", "bezahlung", 2, 20],
    ["payment-provider-sepa", "bezahlung", 2, 20],
    ["payment-invoice", "bezahlung", 2, 20],
    ["payment-sepa", "bezahlung", 2, 20],
    ["check", "bestellung-abschliessen", 3, 99],
  ])("%s: URL part %s, step number %i, weight %i", (key, part, number, weight) => {
    const s = stepByKey(key)!;
    expect(s).toMatchObject({ addressPart: part, stepNumber: number, orderWeight: weight });
  });

  it("the lazily loaded list has the spec's order: address, address amount, installment, provider invoice, provider SEPA, invoice, SEPA, check", () => {
    expect(keysOf([...CHECKOUT_STEPS])).toEqual([
      "address",
      "address-amount",
      "payment-installment",
      "payment-provider-invoice",
      "payment-provider-sepa",
      "payment-invoice",
      "payment-sepa",
      "check",
    ]);
  });

  it("payment variants carry the spec's names", () => {
    expect(stepByKey(STEP_KEYS.paymentInstallment)!.displayName).toBe("Monatliche Bezahlung");
    expect(stepByKey(STEP_KEYS.paymentInvoice)!.displayName).toBe("Bezahlung auf Rechnung");
    expect(stepByKey(STEP_KEYS.paymentSepa)!.displayName).toBe("Bezahlung per SEPA-Lastschrift");
  });

  it("the summary is the order finalizer: title 'Prüfender Blick und letzter Klick!', display name 'Zusammenfassung', no offer view, address and payment summary", () => {
    const check = stepByKey(STEP_KEYS.check)!;
    expect(check).toMatchObject({
      mainTitle: "Prüfender Blick und letzter Klick!",
      displayName: "Zusammenfassung",
      isOrderFinalizer: true,
      useOfferView: false,
      allowAddressSummary: true,
      allowPaymentSummary: true,
    });
  });

  it("§3 defaults: no address or payment summary, offer view on, variants ['default']", () => {
    const amounts = stepByKey(STEP_KEYS.paymentInvoice)!;
    expect(amounts.allowPaymentSummary).toBe(false);
    expect(amounts.useOfferView).toBe(true);
    expect(amounts.availableVariants).toEqual(["default"]);
    expect(stepByKey(STEP_KEYS.address)!.allowAddressSummary).toBe(false);
    expect(stepByKey(STEP_KEYS.address)!.availableVariants).toEqual(["default", "compact"]);
  });
});

describe("applicable steps", () => {
  it("the amount distribution only applies with more than one station", () => {
    expect(applicableStepKeys(1, STEP_KEYS.paymentInvoice)).toEqual(["address", "payment-invoice", "check"]);
    expect(applicableStepKeys(2, STEP_KEYS.paymentInvoice)).toEqual(["address", "address-amount", "payment-invoice", "check"]);
  });

  it("exactly the payment step the server lists applies; none for cash", () => {
    expect(applicableStepKeys(1, STEP_KEYS.paymentInstallment)).toEqual(["address", "payment-installment", "check"]);
    expect(applicableStepKeys(1, null)).toEqual(["address", "check"]);
    expect(applicableStepKeys(1, "not-a-step")).toEqual(["address", "check"]);
  });

  it("steps are ordered by weight whatever the input order", () => {
    expect(keysOf(applicableSteps(["check", "payment-sepa", "address-amount", "address"]))).toEqual([
      "address",
      "address-amount",
      "payment-sepa",
      "check",
    ]);
  });

  it("a payment step is found by its URL part bezahlung", () => {
    const steps = applicableSteps(applicableStepKeys(1, STEP_KEYS.paymentSepa));
    expect(stepByAddressPart(steps, "bezahlung")!.validationKey).toBe("payment-sepa");
    expect(stepByAddressPart(steps, "mengenverteilung")).toBeUndefined();
  });
});

describe("spec §4: next and previous follow weight order", () => {
  const steps = applicableSteps(applicableStepKeys(2, STEP_KEYS.paymentSepa));
  it("next", () => {
    expect(nextStep(steps, steps[0])!.validationKey).toBe("address-amount");
    expect(nextStep(steps, steps[2])!.validationKey).toBe("check");
    expect(nextStep(steps, steps[3])).toBeNull();
  });
  it("previous", () => {
    expect(previousStep(steps, steps[0])).toBeNull();
    expect(previousStep(steps, steps[3])!.validationKey).toBe("payment-sepa");
  });
});

describe("spec §4: latest accessible step and step access", () => {
  const steps = applicableSteps(applicableStepKeys(2, STEP_KEYS.paymentInvoice));
  const [address, amounts, payment, check] = steps;

  it("no validated step gives null", () => {
    expect(latestAccessibleStep(steps, [])).toBeNull();
  });

  it("the last step (searching from the end) whose key is validated", () => {
    expect(latestAccessibleStep(steps, [{ Key: "address" }, { Key: "address-amount" }])).toBe(amounts);
    expect(latestAccessibleStep(steps, [{ Key: "check" }, { Key: "address" }])).toBe(check);
  });

  it("a validated variant must be empty or allowed by the step", () => {
    expect(latestAccessibleStep(steps, [{ Key: "address", Variant: "compact" }])).toBe(address);
    expect(latestAccessibleStep(steps, [{ Key: "address", Variant: "" }])).toBe(address);
    expect(latestAccessibleStep(steps, [{ Key: "address", Variant: null }])).toBe(address);
    expect(latestAccessibleStep(steps, [{ Key: "address", Variant: "wide" }])).toBeNull();
    expect(latestAccessibleStep(steps, [{ Key: "address" }, { Key: "payment-invoice", Variant: "compact" }])).toBe(address);
  });

  it("validated steps that do not apply are ignored", () => {
    expect(latestAccessibleStep(steps, [{ Key: "address" }, { Key: "payment-sepa" }])).toBe(address);
  });

  it("a step is accessible only if validated", () => {
    const validated = [{ Key: "address" }, { Key: "address-amount" }];
    expect(isStepAccessible(steps, validated, address)).toBe(true);
    expect(isStepAccessible(steps, validated, amounts)).toBe(true);
    expect(isStepAccessible(steps, validated, payment)).toBe(false);
    expect(isStepAccessible(steps, validated, check)).toBe(false);
    expect(isStepAccessible(steps, [], address)).toBe(false);
  });

  it("a new checkout has the first step validated", () => {
    const v = initialValidatedSteps(steps);
    expect(v).toEqual([{ Key: "address", Variant: null }]);
    expect(latestAccessibleStep(steps, v)).toBe(address);
  });

  it("saving a step records its variant and unlocks the next step", () => {
    let v = validateSavedStep(steps, initialValidatedSteps(steps), address, "compact");
    expect(v).toEqual([
      { Key: "address", Variant: "compact" },
      { Key: "address-amount", Variant: null },
    ]);
    v = validateSavedStep(steps, v, amounts, "default");
    v = validateSavedStep(steps, v, payment, "default");
    expect(latestAccessibleStep(steps, v)).toBe(check);
    expect(isStepAccessible(steps, v, check)).toBe(true);
  });

  it("saving an earlier step again locks the later steps", () => {
    let v = initialValidatedSteps(steps);
    for (const s of [address, amounts, payment]) v = validateSavedStep(steps, v, s, "default");
    v = validateSavedStep(steps, v, address, "default");
    expect(v.map((x) => x.Key)).toEqual(["address", "address-amount"]);
    expect(isStepAccessible(steps, v, check)).toBe(false);
  });

  it("a variant the step does not have is stored as empty", () => {
    expect(validateSavedStep(steps, [], address, "wide")[0]).toEqual({ Key: "address", Variant: null });
  });
});

describe("spec §4 variant choice by visitor seed", () => {
  const address = stepByKey(STEP_KEYS.address)!;
  it("more than one variant: absolute seed modulo the variant count", () => {
    expect(chooseVariant(address, 4)).toBe("default");
    expect(chooseVariant(address, 7)).toBe("compact");
    expect(chooseVariant(address, -7)).toBe("compact");
    expect(chooseVariant(address, -2147483648)).toBe("default");
  });
  it("seed 'default' or a single variant gives 'default'", () => {
    expect(chooseVariant(address, "default")).toBe("default");
    expect(chooseVariant(stepByKey(STEP_KEYS.check)!, 7)).toBe("default");
  });
});

describe("step indicator", () => {
  it("one entry per step number, named by the first step of the number", () => {
    const steps = applicableSteps(applicableStepKeys(2, STEP_KEYS.paymentSepa));
    expect(stepIndicator(steps).map((e) => [e.number, e.displayName])).toEqual([
      [1, "Lieferadresse"],
      [2, "Bezahlung per SEPA-Lastschrift"],
      [3, "Zusammenfassung"],
    ]);
  });
  it("without a payment step the summary is step 2", () => {
    const steps = applicableSteps(applicableStepKeys(1, null));
    expect(stepIndicator(steps).map((e) => [e.number, e.stepNumber])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });
});

describe("spec §4: a company address exists when station 1 has a company name (own or on its invoice address)", () => {
  it.each([
    [[{ companyName: "Muster GmbH" }], true],
    [[{ companyName: "", invoiceAddress: { companyName: "Muster GmbH" } }], true],
    [[{ companyName: "  " }], false],
    [[{ companyName: null, invoiceAddress: null }], false],
    [[{ companyName: "" }, { companyName: "Zweite GmbH" }], false],
    [[], false],
  ])("%j → %s", (stations, expected) => {
    expect(hasCompanyAddress(stations)).toBe(expected);
  });
});
