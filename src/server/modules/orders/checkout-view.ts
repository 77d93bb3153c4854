import { INSTALLMENT_TERMS, PAYMENT_KIND_LABELS, paymentTerms } from "../../../domain/orders/checkout-payment.ts";
import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import { formatIban, maskIban } from "../../../domain/orders/sepa.ts";
import { hasCompanyAddress } from "../../../domain/orders/checkout-steps.ts";
import type { Db } from "../../../db/client.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { WireOffer } from "../calculator/calculator.module.ts";
import { addressesByIds, addressToInput, userAddresses, type CheckoutRow } from "./checkout.repo.ts";
import { dealerAndBranch, findUser } from "./orders.repo.ts";
import type { AddressWire, CheckoutView, StationView } from "../../../domain/orders/checkout.types.ts";
import { checkoutConfig, checkoutPayment, selectedAddresses, stepsOf, validatedOf } from "./checkout-row.ts";
import type { OrderDeps } from "./checkout-context.ts";
import { mandateCreditor } from "./mandate-creditor.ts";

/** The current offer of the checkout's dealer and branch (the price is always the server's). */
export async function currentOffer(
  deps: Pick<OrderDeps, "dealerOffer">,
  row: CheckoutRow,
): Promise<{ offer: WireOffer | null; message: string | null }> {
  try {
    const result = await deps.dealerOffer({ ...checkoutConfig(row), DealerId: row.dealerId, BranchId: row.branchId ?? undefined });
    return { offer: result.Items[0], message: null };
  } catch (err) {
    if (isClientError(err)) return { offer: null, message: err.message };
    throw err;
  }
}

export function addressWire(a: Parameters<typeof addressToInput>[0]): AddressWire {
  return { AddressId: a.id, AddressType: a.addressType, CountryId: a.countryId, ...addressToInput(a) };
}

export async function stationViews(db: Db, row: CheckoutRow): Promise<StationView[]> {
  const selected = selectedAddresses(row);
  const config = checkoutConfig(row);
  const rows = await addressesByIds(db, row.userId, [...new Set(selected.map((s) => s.AddressId))]);
  const byId = new Map(rows.map((r) => [r.id, addressWire(r)]));
  const views: StationView[] = [];
  for (let i = 0; i < config.Stations; i++) {
    const delivery = selected.find((s) => s.AddressIndex === i && s.AddressType === ADDRESS_TYPE.DELIVERY);
    const invoice = selected.find((s) => s.AddressIndex === i && s.AddressType === ADDRESS_TYPE.INVOICE);
    const d = delivery ? (byId.get(delivery.AddressId) ?? null) : null;
    const inv = invoice ? (byId.get(invoice.AddressId) ?? null) : null;
    views.push({
      StationNumber: i + 1,
      StationAmount: delivery?.Amount ?? (config.Stations === 1 ? config.Amount : 0),
      DeliveryAddress: d,
      InvoiceAddress: inv,
      CompanyName: d?.CompanyName || inv?.CompanyName || "",
    });
  }
  return views;
}

/** Spec §3 "Checkout common data" plus what the step pages show. */
export async function checkoutView(deps: Pick<OrderDeps, "db" | "provider" | "dealerOffer">, row: CheckoutRow): Promise<CheckoutView> {
  const { db, provider } = deps;
  const [user, { offer, message }, stations, book, dealer] = await Promise.all([
    findUser(db, row.userId),
    currentOffer(deps, row),
    stationViews(db, row),
    userAddresses(db, row.userId, row.countryId),
    dealerAndBranch(db, row.dealerId, row.branchId ?? 0),
  ]);
  const payment = checkoutPayment(row);
  const steps = stepsOf(row);
  const dealerName = offer?.DealerName ?? dealer?.dealerName ?? "";
  const creditor = mandateCreditor(payment.Kind, { id: row.dealerId, name: dealerName });
  const isGuest = user?.isGuest ?? true;
  return {
    CheckoutId: row.id,
    CountryId: row.countryId,
    ProductGroupId: row.productGroupId,
    DealerId: row.dealerId,
    BranchId: row.branchId ?? 0,
    DealerName: dealerName,
    DealerCity: dealer?.city ?? offer?.City ?? "",
    DealerAddress: dealer ? `${dealer.street}, ${dealer.zip} ${dealer.city}` : "",
    Configuration: checkoutConfig(row),
    Offer: offer,
    OfferMessage: message,
    EmailAddress: user?.email ?? "",
    CustomerId: row.userId,
    IsGuest: isGuest,
    InstallmentServiceProviderToken: payment.ViaProvider ? `${provider.name}-${row.id}` : null,
    InstallmentDeviceToken: null,
    PaymentProviderEnvironment: provider.environment,
    PaymentData: {
      PaymentId: payment.PaymentId,
      PaymentModifier: payment.PaymentModifier,
      Kind: payment.Kind,
      KindLabel: PAYMENT_KIND_LABELS[payment.Kind],
      /** Who is paid and whether there is a credit check (decision 0015), as the offer list said. */
      Note: paymentTerms(payment.PaymentId, isGuest ? "guest" : "customer")?.note ?? null,
      StepKey: payment.StepKey,
      IbanMasked: payment.Iban ? maskIban(payment.Iban) : null,
      AccountHolder: payment.AccountHolder ?? null,
      MandateReference: payment.MandateReference,
      MandateCreditorName: creditor.name,
      MandateCreditorId: creditor.id,
      // The stored text names the full IBAN (it is the mandate); the view shows it masked (decision 0012).
      MandateText:
        payment.MandateText && payment.Iban
          ? payment.MandateText.replace(formatIban(payment.Iban), maskIban(payment.Iban))
          : (payment.MandateText ?? null),
      MandateAccepted: Boolean(payment.MandateAcceptedAt),
      ProviderReference: payment.ProviderReference ?? null,
      ProviderName: payment.ViaProvider ? provider.displayName : null,
      Months: payment.Months ?? payment.PaymentModifier ?? null,
      MonthlyRate: payment.MonthlyRate ?? null,
    },
    InstallmentRates: payment.Kind === "installment" && offer ? provider.quote(offer.TotalPrice, INSTALLMENT_TERMS) : [],
    AllowCompany: true,
    AllowInvoiceAddress: true,
    AllowAddressSelection: !isGuest && book.some((a) => a.addressType === ADDRESS_TYPE.DELIVERY),
    IsRatenkaufPayment: payment.ViaProvider,
    HasCalculation: offer !== null,
    Steps: validatedOf(row).map((s) => ({ Key: s.Key, Variant: s.Variant ?? null })),
    ApplicableSteps: steps.map((s) => ({ Key: s.validationKey })),
    Comment: row.comment,
    SelectedAddresses: selectedAddresses(row),
    Stations: stations,
    HasCompanyAddress: hasCompanyAddress(
      stations.map((s) => ({
        companyName: s.DeliveryAddress?.CompanyName ?? null,
        invoiceAddress: s.InvoiceAddress ? { companyName: s.InvoiceAddress.CompanyName } : null,
      })),
    ),
    AddressBook: isGuest ? [] : book.map(addressWire),
    OrderId: row.orderId,
  };
}
