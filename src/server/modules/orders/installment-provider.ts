/**
 * The installment provider behind an adapter (docs/decisions/0007-checkout-and-orders.md). It finances
 * installment orders and takes the credit risk of guests who pay by invoice or direct debit. The embedded
 * default is the sandbox adapter; INSTALLMENT_PROVIDER selects the adapter (create-installment-provider.ts).
 * This file holds only the contract, so adapters can implement it without an import cycle.
 */
import type { InstallmentRate } from "../../../domain/orders/checkout.types.ts";

/** What the provider finances: monthly rates, an invoice or a direct debit. */
export type ProviderProduct = "installment" | "invoice" | "sepa";

export interface InstallmentApplication {
  /** Our reference for the application: the checkout id. */
  reference: string;
  product: ProviderProduct;
  /** Gross total in minor units. */
  totalPrice: number;
  countryId: number;
  /** Installment term in months; null for invoice and direct debit. */
  months: number | null;
  customer: { firstName: string; lastName: string; email: string; zipCode: string };
  /** Direct debit only. */
  iban?: string | null;
}

export type InstallmentDecision =
  | { approved: true; reference: string; months: number | null; monthlyRate: number | null }
  | { approved: false; reference: string; reason: string };

export interface InstallmentProvider {
  readonly name: string;
  readonly environment: "sandbox" | "production";
  /** The partner's display name (creditor of provider direct debits, shown to the customer). */
  readonly displayName: string;
  /** Monthly rates for the given terms. */
  quote(totalPrice: number, terms: readonly number[]): InstallmentRate[];
  /** The credit decision. */
  check(application: InstallmentApplication): Promise<InstallmentDecision>;
}
