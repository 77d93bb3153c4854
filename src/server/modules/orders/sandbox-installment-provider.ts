import { createHash } from "node:crypto";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatPrice } from "../../../domain/shared/format.ts";
import { monthlyRate } from "../../../domain/calculator/price-order.ts";
import { INSTALLMENT_TERMS } from "../../../domain/orders/checkout-payment.ts";
import { PROVIDER_CREDITOR } from "../../../domain/orders/sepa.ts";
import type { InstallmentApplication, InstallmentDecision, InstallmentProvider } from "./installment-provider.ts";
import { INSTALLMENT_TERMS_TEXT } from "../../../domain/shared/texts.ts";

/**
 * The sandbox behaves like a provider's test environment, deterministically (decision 0007):
 * 1. last name "Abgelehnt" (any case) → rejected;
 * 2. a total above SANDBOX_LIMIT (10.000,00 in the order's currency) → rejected;
 * 3. an installment term other than 6, 12, 24 or 36 months → rejected;
 * 4. otherwise approved. 0 % financing: the monthly rate is the total divided by the months, rounded up
 *    (price-order.ts monthlyRate). The reference is "SBX-" plus 12 hex digits of a hash of the application,
 *    so the same application always gets the same reference.
 */
export const SANDBOX_LIMIT = 1_000_000;
export const SANDBOX_REJECTED_LAST_NAME = "Abgelehnt";

function reference(a: InstallmentApplication): string {
  const hash = createHash("sha256")
    .update(`${a.reference}|${a.product}|${a.totalPrice}|${a.months ?? ""}`)
    .digest("hex");
  return `SBX-${hash.slice(0, 12).toUpperCase()}`;
}

export const sandboxInstallmentProvider: InstallmentProvider = {
  name: "sandbox",
  environment: "sandbox",
  displayName: PROVIDER_CREDITOR.name,

  quote(totalPrice, terms) {
    return terms.map((Months) => ({ Months, MonthlyRate: monthlyRate(totalPrice, Months), TotalPrice: totalPrice }));
  },

  async check(a): Promise<InstallmentDecision> {
    const ref = reference(a);
    if (a.customer.lastName.trim().toLowerCase() === SANDBOX_REJECTED_LAST_NAME.toLowerCase())
      return {
        approved: false,
        reference: ref,
        reason:
          "Unser Finanzierungspartner kann Ihre Anfrage leider nicht annehmen. Bitte wählen Sie in der Angebotsliste eine andere Zahlart.",
      };
    if (a.totalPrice > SANDBOX_LIMIT) {
      const locale = localeById(a.countryId) ?? localeById(1)!;
      return {
        approved: false,
        reference: ref,
        reason: `Der Bestellwert übersteigt den Rahmen unseres Finanzierungspartners von ${formatPrice(SANDBOX_LIMIT, locale)}. Bitte wählen Sie eine kleinere Menge oder eine andere Zahlart.`,
      };
    }
    if (a.product === "installment") {
      if (a.months === null || !INSTALLMENT_TERMS.includes(a.months))
        return {
          approved: false,
          reference: ref,
          reason: `Diese Laufzeit bietet unser Finanzierungspartner nicht an. Möglich sind ${INSTALLMENT_TERMS_TEXT} Monate.`,
        };
      return { approved: true, reference: ref, months: a.months, monthlyRate: monthlyRate(a.totalPrice, a.months) };
    }
    return { approved: true, reference: ref, months: null, monthlyRate: null };
  },
};
