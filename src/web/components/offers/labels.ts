import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";

export const PAYMENT_LABELS: Record<PaymentKind, string> = {
  any: "Beliebig",
  invoice: "Rechnung",
  sepa: "Lastschrift",
  cash: "Bar/EC bei Lieferung",
  installment: "Ratenzahlung",
  wallet: "Online-Wallet",
};

export function leadTimeText(days: number): string {
  if (days === 1) return "Express: Lieferung am nächsten Werktag";
  if (days === 2) return "Express: Lieferung in 2 Werktagen";
  return `Lieferung in ca. ${days} Werktagen`;
}
