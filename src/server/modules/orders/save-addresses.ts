import { defaultDistribution } from "../../../domain/prices/station-distribution.ts";
import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import { STEP_KEYS, validateSavedStep } from "../../../domain/orders/checkout-steps.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { rememberAddress, resolveAddress, throwIfErrors, type FieldErrors } from "./address-book.ts";
import { CHECKOUT_CLOSED, openCheckoutAt, type OrderDeps } from "./checkout-context.ts";
import { checkoutConfig, selectedAddresses, validatedOf } from "./checkout-row.ts";
import { checkoutView } from "./checkout-view.ts";
import type { Caller, SelectedAddress } from "../../../domain/orders/checkout.types.ts";
import type { SaveAddressesInput } from "../../../domain/orders/orders.schemas.ts";
import { findCheckout, updateOpenCheckout } from "./checkout.repo.ts";

/**
 * Step "adresse": the delivery address of station 1 (in the offer's postcode — the price depends on it)
 * and an optional separate invoice address. New addresses go to the customer's address book.
 */
export async function saveAddresses(deps: OrderDeps, caller: Caller, input: SaveAddressesInput) {
  const { db } = deps;
  const { row, steps, step } = await openCheckoutAt(db, caller, input.CheckoutId, STEP_KEYS.address);
  const config = checkoutConfig(row);
  const errors: FieldErrors = {};
  const delivery = await resolveAddress(
    db,
    {
      userId: caller.id,
      countryId: row.countryId,
      addressType: ADDRESS_TYPE.DELIVERY,
      id: input.DeliveryAddressId,
      input: input.DeliveryAddress,
      rules: { countryId: row.countryId, requiredZip: config.ZipCode.trim(), allowCompany: true, requirePhone: true },
      prefix: "DeliveryAddress",
    },
    errors,
  );
  const invoice = input.UseInvoiceAddress
    ? await resolveAddress(
        db,
        {
          userId: caller.id,
          countryId: row.countryId,
          addressType: ADDRESS_TYPE.INVOICE,
          id: input.InvoiceAddressId,
          input: input.InvoiceAddress,
          rules: { countryId: row.countryId, allowCompany: true, requirePhone: false },
          prefix: "InvoiceAddress",
        },
        errors,
      )
    : null;
  throwIfErrors(errors);
  if (!delivery) throw new AppError("VALIDATION_ERROR", { message: "Bitte geben Sie eine Lieferadresse an." });

  const before = selectedAddresses(row);
  const previousFirst = before.find((s) => s.AddressIndex === 0 && s.AddressType === ADDRESS_TYPE.DELIVERY)?.Amount;
  const firstAmount = config.Stations === 1 ? config.Amount : (previousFirst ?? defaultDistribution(config.Amount, config.Stations)[0]);
  // Address book and checkout change together or not at all.
  await db.transaction(async (tx) => {
    const deliveryId = await rememberAddress(tx, caller.id, row.countryId, ADDRESS_TYPE.DELIVERY, delivery);
    const invoiceId = invoice ? await rememberAddress(tx, caller.id, row.countryId, ADDRESS_TYPE.INVOICE, invoice) : null;
    const selected: SelectedAddress[] = [
      { AddressType: ADDRESS_TYPE.DELIVERY, AddressId: deliveryId, AddressIndex: 0, Amount: firstAmount },
      ...(invoiceId ? [{ AddressType: ADDRESS_TYPE.INVOICE, AddressId: invoiceId, AddressIndex: 0, Amount: null } as SelectedAddress] : []),
      ...before.filter((s) => s.AddressIndex > 0),
    ];
    const updated = await updateOpenCheckout(tx, row.id, caller.id, {
      selectedAddresses: selected,
      steps: validateSavedStep(steps, validatedOf(row), step, input.Variant ?? null),
    });
    if (!updated) throw CHECKOUT_CLOSED();
  });
  return checkoutView(deps, (await findCheckout(db, caller.id, row.id))!);
}
