/**
 * What the checkout pages and the `order-process` API answer (spec §3 "Checkout common data"). The
 * server's checkoutView returns CheckoutView; the step components render it.
 */
import type { WireOffer } from "../calculator/offer.types.ts";
import type { CalculatorConfigInput } from "../calculator/calculator-request.ts";
import type { OrderPaymentKind } from "./checkout-payment.ts";
import type { OrderAddressInput } from "./order-address.ts";

/** The caller as the checkout use cases see it (from the token). */
export interface Caller {
  id: number;
  isGuest: boolean;
  /** Support acting as the customer: no order and no payment data change (decision 0031). */
  isImpersonated?: boolean;
}

/** Spec §3 SelectedAddresses: which address book entry serves which station. */
export interface SelectedAddress {
  AddressType: 0 | 1;
  AddressId: number;
  /** Zero-based station. */
  AddressIndex: number;
  Amount: number | null;
}

export interface AddressWire extends OrderAddressInput {
  AddressId: number;
  AddressType: number;
  CountryId: number;
}

/** Spec §3 "Derived per station": StationNumber, StationAmount, InvoiceAddress, CompanyName. */
export interface StationView {
  StationNumber: number;
  StationAmount: number;
  DeliveryAddress: AddressWire | null;
  InvoiceAddress: AddressWire | null;
  CompanyName: string;
}

/** A monthly rate the installment provider quotes for one term. */
export interface InstallmentRate {
  Months: number;
  MonthlyRate: number;
  TotalPrice: number;
}

export interface CheckoutPaymentView {
  PaymentId: number;
  PaymentModifier: number | null;
  Kind: OrderPaymentKind;
  KindLabel: string;
  /** Who is paid and whether there is a credit check (decision 0015), as the offer list said. */
  Note: string | null;
  StepKey: string | null;
  IbanMasked: string | null;
  AccountHolder: string | null;
  MandateReference: string | null;
  MandateCreditorName: string;
  MandateCreditorId: string;
  /** The mandate with the IBAN masked (decision 0012). */
  MandateText: string | null;
  MandateAccepted: boolean;
  ProviderReference: string | null;
  ProviderName: string | null;
  Months: number | null;
  MonthlyRate: number | null;
}

export interface CheckoutView {
  CheckoutId: string;
  CountryId: number;
  ProductGroupId: number;
  DealerId: number;
  BranchId: number;
  DealerName: string;
  DealerCity: string;
  DealerAddress: string;
  Configuration: CalculatorConfigInput;
  /** The chosen dealer's current offer (the price is always the server's); null with OfferMessage when none. */
  Offer: WireOffer | null;
  OfferMessage: string | null;
  EmailAddress: string;
  CustomerId: number;
  IsGuest: boolean;
  InstallmentServiceProviderToken: string | null;
  InstallmentDeviceToken: string | null;
  PaymentProviderEnvironment: "sandbox" | "production";
  PaymentData: CheckoutPaymentView;
  InstallmentRates: InstallmentRate[];
  AllowCompany: boolean;
  AllowInvoiceAddress: boolean;
  AllowAddressSelection: boolean;
  IsRatenkaufPayment: boolean;
  HasCalculation: boolean;
  Steps: { Key: string; Variant: string | null }[];
  ApplicableSteps: { Key: string }[];
  Comment: string;
  SelectedAddresses: SelectedAddress[];
  Stations: StationView[];
  HasCompanyAddress: boolean;
  AddressBook: AddressWire[];
  OrderId: number | null;
}
