import { amountRules } from "../../../domain/shared/catalog.ts";
import { STEP_KEYS, validateSavedStep } from "../../../domain/orders/checkout-steps.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { sameAddress, type OrderAddressInput } from "../../../domain/orders/order-address.ts";
import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import { checkDistribution } from "../../../domain/prices/station-distribution.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { rememberAddress, resolveAddress, throwIfErrors, type FieldErrors } from "./address-book.ts";
import { CHECKOUT_CLOSED, openCheckoutAt, type OrderDeps } from "./checkout-context.ts";
import { checkoutConfig, selectedAddresses, validatedOf } from "./checkout-row.ts";
import { checkoutView } from "./checkout-view.ts";
import type { Caller, SelectedAddress } from "../../../domain/orders/checkout.types.ts";
import type { SaveStationsInput } from "../../../domain/orders/orders.schemas.ts";
import { addressesByIds, addressToInput, findCheckout, updateOpenCheckout } from "./checkout.repo.ts";

/**
 * Step "mengenverteilung" (only with more than one station): station 1 keeps the delivery address of the
 * address step, every further station gets its own delivery address; the amounts are whole units, each
 * at least the group's minimum per station, together the ordered amount.
 */
export async function saveStations(deps: OrderDeps, caller: Caller, input: SaveStationsInput) {
  const { db } = deps;
  const { row, steps, step } = await openCheckoutAt(db, caller, input.CheckoutId, STEP_KEYS.addressAmount);
  const config = checkoutConfig(row);
  const locale = localeById(row.countryId)!;
  const rules = amountRules(config.ProductGroupId);
  const before = selectedAddresses(row);
  const first = before.find((s) => s.AddressIndex === 0 && s.AddressType === ADDRESS_TYPE.DELIVERY);
  if (!first) throw new AppError("STEP_NOT_ACCESSIBLE", { message: "Bitte geben Sie zuerst die Lieferadresse an." });
  const [firstAddress] = await addressesByIds(db, caller.id, [first.AddressId]);

  const byIndex = new Map(input.Stations.map((s) => [s.AddressIndex, s]));
  const errors: FieldErrors = {};
  if (byIndex.size !== input.Stations.length) (errors.Stations ??= []).push("Jede Lieferstelle darf nur einmal vorkommen.");
  const amounts: number[] = [];
  const resolved: ({ id: number; address: OrderAddressInput } | null)[] = [];
  for (let i = 0; i < config.Stations; i++) {
    const s = byIndex.get(i);
    amounts.push(s?.Amount ?? Number.NaN);
    if (i === 0) {
      resolved.push(firstAddress ? { id: firstAddress.id, address: addressToInput(firstAddress) } : null);
      continue;
    }
    resolved.push(
      await resolveAddress(
        db,
        {
          userId: caller.id,
          countryId: row.countryId,
          addressType: ADDRESS_TYPE.DELIVERY,
          id: s?.AddressId,
          input: s?.Address,
          rules: { countryId: row.countryId, requiredZip: config.ZipCode.trim(), allowCompany: true, requirePhone: false },
          prefix: `Stations.${i}.Address`,
        },
        errors,
      ),
    );
  }
  const problems = checkDistribution(amounts, {
    total: config.Amount,
    stations: config.Stations,
    minPerStation: rules.minPerStation,
    unitLabel: rules.unitLabel,
    format: (n) => formatQuantity(n, locale),
  });
  for (const p of problems) (errors[p.index === null ? "Stations" : `Stations.${p.index}.Amount`] ??= []).push(p.message);
  resolved.forEach((r, i) => {
    if (!r || i === 0) return;
    const twin = resolved.findIndex((o, j) => j < i && o && sameAddress(o.address, r.address));
    if (twin >= 0)
      (errors[`Stations.${i}.Address`] ??= []).push(
        `Lieferstelle ${i + 1} hat dieselbe Adresse wie Lieferstelle ${twin + 1}. Bitte geben Sie eine andere Adresse an.`,
      );
  });
  throwIfErrors(errors);

  await db.transaction(async (tx) => {
    const selected: SelectedAddress[] = before
      .filter((s) => s.AddressIndex === 0)
      .map((s) => (s.AddressType === ADDRESS_TYPE.DELIVERY ? { ...s, Amount: amounts[0] } : s));
    for (let i = 1; i < config.Stations; i++) {
      const id = await rememberAddress(tx, caller.id, row.countryId, ADDRESS_TYPE.DELIVERY, resolved[i]!);
      selected.push({ AddressType: ADDRESS_TYPE.DELIVERY, AddressId: id, AddressIndex: i, Amount: amounts[i] });
    }
    const updated = await updateOpenCheckout(tx, row.id, caller.id, {
      selectedAddresses: selected,
      steps: validateSavedStep(steps, validatedOf(row), step, input.Variant ?? null),
    });
    if (!updated) throw CHECKOUT_CLOSED();
  });
  return checkoutView(deps, (await findCheckout(db, caller.id, row.id))!);
}
