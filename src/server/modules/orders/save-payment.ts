import { INSTALLMENT_TERMS, needsMandate, PAYMENT_IDS } from "../../../domain/orders/checkout-payment.ts";
import { validateSavedStep } from "../../../domain/orders/checkout-steps.ts";
import { checkAccountHolder, checkIban, maskIban, sepaMandateText, type IbanCheck } from "../../../domain/orders/sepa.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { throwIfErrors, type FieldErrors } from "./address-book.ts";
import { CHECKOUT_CLOSED, openCheckoutAt, ownedCheckout, type OrderDeps } from "./checkout-context.ts";
import { checkoutPayment, validatedOf, type CheckoutPayment } from "./checkout-row.ts";
import { checkoutView, currentOffer, stationViews } from "./checkout-view.ts";
import { mandateCreditor } from "./mandate-creditor.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import type { ProviderProduct } from "./installment-provider.ts";
import type { SavePaymentInput } from "../../../domain/orders/orders.schemas.ts";
import { findCheckout, updateOpenCheckout } from "./checkout.repo.ts";
import { findUser } from "./orders.repo.ts";
import { DEFAULT_INSTALLMENT_MONTHS } from "../../../domain/shared/spec-constants.ts";
import { INSTALLMENT_TERMS_TEXT } from "../../../domain/shared/texts.ts";

const PRODUCT_OF_KIND: Record<string, ProviderProduct> = {
  installment: "installment",
  "provider-invoice": "invoice",
  "provider-sepa": "sepa",
};

/**
 * POST /api/order-process/payment/save: the payment step of the checkout (decision 0007). The payment
 * itself was chosen with the offer; this step adds what the payment needs — the installment term, the
 * IBAN, account holder and mandate for direct debits — and asks the provider for its credit decision
 * when the provider pays the dealer.
 */
export async function savePayment(deps: OrderDeps, caller: Caller, input: SavePaymentInput) {
  if (caller.isImpersonated) throw new AppError("IMPERSONATION_MONEY_FORBIDDEN");
  const { db, provider } = deps;
  const now = deps.now();
  const owned = await ownedCheckout(db, caller, input.CheckoutId);
  const stepKey = checkoutPayment(owned).StepKey;
  if (owned.orderId === null && !stepKey)
    throw new AppError("STEP_NOT_APPLICABLE", { message: "Bei Barzahlung sind keine Zahlungsangaben nötig." });
  const { row, steps, step } = await openCheckoutAt(db, caller, input.CheckoutId, stepKey ?? "");
  const payment = checkoutPayment(row);

  if (input.PaymentId !== payment.PaymentId || input.IsRatenkaufPayment !== payment.ViaProvider)
    throw new AppError("PAYMENT_MISMATCH", { fieldErrors: { PaymentId: ["Die Zahlart passt nicht zu Ihrem Angebot."] } });

  const errors: FieldErrors = {};
  const next: CheckoutPayment = { ...payment, ProviderReference: null, MonthlyRate: null, Months: null };
  if (payment.PaymentId === PAYMENT_IDS.INSTALLMENT) {
    const months = input.PaymentModifier ?? payment.PaymentModifier ?? DEFAULT_INSTALLMENT_MONTHS;
    if (!INSTALLMENT_TERMS.includes(months))
      (errors.PaymentModifier ??= []).push(`Bitte wählen Sie eine Laufzeit von ${INSTALLMENT_TERMS_TEXT} Monaten.`);
    next.PaymentModifier = months;
  }

  const { offer, message } = await currentOffer(deps, row);
  if (!offer) throw new AppError("OFFER_NOT_AVAILABLE", { message: message ?? "Dieses Angebot ist nicht mehr verfügbar." });

  if (needsMandate(payment.Kind)) {
    // Back from the summary the form shows the stored IBAN masked: sent back unchanged, it keeps the stored one.
    const keepsStored = payment.Iban != null && (input.Iban ?? "").trim() === maskIban(payment.Iban);
    const iban: IbanCheck = keepsStored ? { ok: true, iban: payment.Iban! } : checkIban(input.Iban ?? "");
    if (!iban.ok) (errors.Iban ??= []).push(iban.message);
    const holder = checkAccountHolder(input.AccountHolder ?? "");
    if (!holder.ok) (errors.AccountHolder ??= []).push(holder.message);
    if (input.MandateAccepted !== true) (errors.MandateAccepted ??= []).push("Bitte erteilen Sie das SEPA-Lastschriftmandat.");
    if (iban.ok && holder.ok) {
      const creditor = mandateCreditor(payment.Kind, { id: row.dealerId, name: offer.DealerName });
      next.Iban = iban.iban;
      next.AccountHolder = holder.value;
      next.MandateText = sepaMandateText({
        creditorName: creditor.name,
        creditorId: creditor.id,
        mandateReference: payment.MandateReference!,
        accountHolder: holder.value,
        iban: iban.iban,
      });
      next.MandateAcceptedAt = now.toISOString();
    }
  }
  throwIfErrors(errors);

  if (payment.ViaProvider) {
    const user = await findUser(db, caller.id);
    const stations = await stationViews(db, row);
    // The provider checks the person who pays: the invoice address when there is one.
    const payer = stations[0]?.InvoiceAddress ?? stations[0]?.DeliveryAddress;
    if (!payer) throw new AppError("STEP_NOT_ACCESSIBLE", { message: "Bitte geben Sie zuerst die Lieferadresse an." });
    const decision = await provider.check({
      reference: row.id,
      product: PRODUCT_OF_KIND[payment.Kind],
      totalPrice: offer.TotalPrice,
      countryId: row.countryId,
      months: payment.Kind === "installment" ? next.PaymentModifier : null,
      customer: { firstName: payer.FirstName, lastName: payer.LastName, email: user?.email ?? "", zipCode: payer.ZipCode },
      iban: next.Iban ?? null,
    });
    if (!decision.approved) throw new AppError("PAYMENT_REJECTED", { message: decision.reason, field: "PaymentId" });
    next.ProviderReference = decision.reference;
    next.Months = decision.months;
    next.MonthlyRate = decision.monthlyRate;
  }

  const updated = await updateOpenCheckout(db, row.id, caller.id, {
    payment: next,
    steps: validateSavedStep(steps, validatedOf(row), step, input.Variant ?? null),
  });
  if (!updated) throw CHECKOUT_CLOSED();
  return checkoutView(deps, (await findCheckout(db, caller.id, row.id))!);
}
