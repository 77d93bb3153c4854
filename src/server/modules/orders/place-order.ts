import { createHash } from "node:crypto";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatPrice } from "../../../domain/shared/format.ts";
import { needsMandate, PAYMENT_IDS } from "../../../domain/orders/checkout-payment.ts";
import { isStepAccessible } from "../../../domain/orders/checkout-steps.ts";
import { SWISS_CANCELLATION_VERSION, TERMS_VERSION_PREFIX, WITHDRAWAL_NOTICE_VERSION } from "../../../domain/site/legal-texts.ts";
import { formatOrderNumber } from "../../../domain/orders/order-number.ts";
import { AppError, isClientError } from "../../../domain/shared/errors.ts";
import { checkoutConfig, checkoutPayment, stepsOf, validatedOf } from "./checkout-row.ts";
import { ownedCheckout, type OrderDeps } from "./checkout-context.ts";
import { stationViews } from "./checkout-view.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import { enqueueOrderMails } from "./order-mail-jobs.ts";
import type { PlaceOrderInput } from "../../../domain/orders/orders.schemas.ts";
import { findOrderByCheckout, findOrderByKey, type OrderRow } from "./orders.repo.ts";
import { closeCheckout, insertOrder, insertOrderEvent, insertOrderStations, nextOrderId } from "./orders-write.repo.ts";
import { installmentMonths } from "../../../domain/shared/spec-constants.ts";

const PRODUCT_OF_KIND = { installment: "installment", "provider-invoice": "invoice", "provider-sepa": "sepa" } as const;

export interface PlaceOrderResult {
  order: OrderRow;
  /** false: the idempotency key or the checkout already had this order (double click, retry, second tab). */
  created: boolean;
}

/**
 * Places the order of a completed checkout (decision 0007):
 * - the price is recalculated from the server's price lists; if it differs from the price the customer
 *   saw (ExpectedTotalPrice) nothing is written and the new price is named (409 PRICE_CHANGED);
 * - one transaction writes the order, its stations and closes the checkout;
 * - exactly one order per idempotency key and per checkout: the unique indexes decide
 *   (insert … on conflict do nothing), a repeated call answers with the existing order;
 * - the same transaction writes the jobs for the confirmation and dealer mails (decision 0013): the
 *   worker delivers them at least once, also after a crash right after the commit.
 */
export async function placeOrder(deps: OrderDeps, caller: Caller, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  // Support acting as the customer may look, never buy in her name (decision 0031).
  if (caller.isImpersonated) throw new AppError("IMPERSONATION_MONEY_FORBIDDEN");
  const { db, provider } = deps;
  const now = deps.now();

  const byKey = await findOrderByKey(db, caller.id, input.IdempotencyKey);
  if (byKey) {
    if (byKey.checkoutId !== input.CheckoutId) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return { order: byKey, created: false };
  }
  const row = await ownedCheckout(db, caller, input.CheckoutId);
  if (row.orderId !== null) {
    const existing = await findOrderByCheckout(db, row.id);
    if (existing) return { order: existing, created: false };
  }
  const steps = stepsOf(row);
  const finalizer = steps[steps.length - 1];
  if (!isStepAccessible(steps, validatedOf(row), finalizer)) throw new AppError("CHECKOUT_INCOMPLETE");

  const config = checkoutConfig(row);
  const payment = checkoutPayment(row);
  const locale = localeById(row.countryId)!;
  let offer;
  try {
    offer = (await deps.dealerOffer({ ...config, DealerId: row.dealerId, BranchId: row.branchId ?? undefined })).Items[0];
  } catch (err) {
    if (isClientError(err))
      throw new AppError("OFFER_NOT_AVAILABLE", { message: `${err.message} Bitte wählen Sie in der Angebotsliste ein anderes Angebot.` });
    throw err;
  }
  if (offer.TotalPrice !== input.ExpectedTotalPrice) {
    const message = `Der Preis hat sich geändert: Ihre Bestellung kostet jetzt ${formatPrice(offer.TotalPrice, locale)} statt ${formatPrice(input.ExpectedTotalPrice, locale)}. Bitte prüfen Sie den neuen Preis und bestellen Sie dann erneut.`;
    throw new AppError("PRICE_CHANGED", { message: message, field: "ExpectedTotalPrice" });
  }

  const stations = await stationViews(db, row);
  if (stations.some((s) => !s.DeliveryAddress) || stations.reduce((sum, s) => sum + s.StationAmount, 0) !== config.Amount)
    throw new AppError("CHECKOUT_INCOMPLETE", { message: "Bitte prüfen Sie die Lieferstellen und Mengen Ihrer Bestellung." });
  if (needsMandate(payment.Kind) && (!payment.Iban || !payment.MandateAcceptedAt))
    throw new AppError("CHECKOUT_INCOMPLETE", {
      message: "Bitte geben Sie Ihre Bankverbindung an und erteilen Sie das SEPA-Lastschriftmandat.",
    });

  const months = payment.Kind === "installment" ? installmentMonths(payment.PaymentModifier) : null;
  let providerReference = payment.ProviderReference ?? null;
  let monthlyRate: number | null = null;
  if (payment.ViaProvider) {
    // The decision belongs to the final price: ask again (the sandbox answers the same for the same application).
    const payer = stations[0].InvoiceAddress ?? stations[0].DeliveryAddress!;
    const decision = await provider.check({
      reference: row.id,
      product: PRODUCT_OF_KIND[payment.Kind as keyof typeof PRODUCT_OF_KIND],
      totalPrice: offer.TotalPrice,
      countryId: row.countryId,
      months,
      customer: { firstName: payer.FirstName, lastName: payer.LastName, email: "", zipCode: payer.ZipCode },
      iban: payment.Iban ?? null,
    });
    if (!decision.approved) throw new AppError("PAYMENT_REJECTED", { message: decision.reason });
    providerReference = decision.reference;
    monthlyRate = decision.monthlyRate;
  }

  const terms = await deps.termsText(row.countryId);
  const termsVersion = `${TERMS_VERSION_PREFIX}${terms ? createHash("sha256").update(terms).digest("hex").slice(0, 12) : "ohne-text"}`;
  const orderConfig: CalculatorConfigInput = {
    ...config,
    Parameters: config.Parameters.map((p) => (p.Id === PAYMENT_IDS.INSTALLMENT && months ? { ...p, Modifier: months } : p)),
  };

  const orderId = await db.transaction(async (tx) => {
    const id = await nextOrderId(tx);
    const inserted = await insertOrder(tx, {
      id,
      orderNumber: formatOrderNumber(id, now),
      userId: caller.id,
      checkoutId: row.id,
      idempotencyKey: input.IdempotencyKey,
      countryId: row.countryId,
      productGroupId: row.productGroupId,
      productId: config.Product.Id,
      dealerId: row.dealerId,
      branchId: offer.Id,
      amount: config.Amount,
      stations: config.Stations,
      config: orderConfig,
      climateNeutral: config.Product.ClimateNeutral || config.Cn === true,
      appointmentPlus: config.AppointmentPlus || config.Ap === true,
      paymentKind: payment.Kind,
      paymentId: payment.PaymentId,
      installmentMonths: months,
      monthlyRate,
      iban: payment.Iban ?? null,
      accountHolder: payment.AccountHolder ?? null,
      mandateReference: needsMandate(payment.Kind) ? payment.MandateReference : null,
      mandateText: payment.MandateText ?? null,
      providerReference,
      currency: offer.Currency,
      netPrice: offer.NetPrice,
      vatAmount: offer.VatAmount,
      totalPrice: offer.TotalPrice,
      unitPrice: offer.UnitPrice,
      priceLines: offer.PriceLines,
      leadTimeDays: offer.LeadTimeDays,
      comment: input.Comment.trim(),
      termsVersion,
      withdrawalNoticeVersion: row.countryId === 3 ? SWISS_CANCELLATION_VERSION : WITHDRAWAL_NOTICE_VERSION,
      createdAt: now,
      statusChangedAt: now,
    });
    // Another call with the same key or for the same checkout won: write nothing.
    if (!inserted) return null;
    await insertOrderStations(
      tx,
      stations.map((s) => {
        const { AddressId: _d, AddressType: _dt, CountryId: _dc, ...delivery } = s.DeliveryAddress!;
        const invoice = s.InvoiceAddress
          ? (({ AddressId: _i, AddressType: _it, CountryId: _ic, ...rest }) => rest)(s.InvoiceAddress)
          : null;
        return { orderId: id, stationNumber: s.StationNumber, amount: s.StationAmount, deliveryAddress: delivery, invoiceAddress: invoice };
      }),
    );
    await closeCheckout(tx, row.id, { orderId: id, comment: input.Comment.trim(), updatedAt: now });
    // The history's first row (decision 0025): the customer placed it.
    await insertOrderEvent(tx, {
      orderId: id,
      event: "place",
      fromStatus: "",
      toStatus: "placed",
      actorKind: "customer",
      actorUserId: caller.id,
      data: {},
      createdAt: now,
    });
    await enqueueOrderMails(deps.jobs, tx, id);
    return id;
  });

  if (orderId === null) {
    const existing = (await findOrderByKey(db, caller.id, input.IdempotencyKey)) ?? (await findOrderByCheckout(db, row.id));
    if (!existing) throw new AppError("ORDER_CONFLICT");
    if (existing.checkoutId !== input.CheckoutId) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return { order: existing, created: false };
  }

  return { order: (await findOrderByKey(db, caller.id, input.IdempotencyKey))!, created: true };
}
