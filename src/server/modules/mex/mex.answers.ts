import { localeById } from "../../../domain/shared/countries.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { calculatorConfigOfAlarm, offerListPathOfAlarm } from "../../../domain/price-alarm/alarm-config.ts";
import type { MexDeps } from "./mex-deps.ts";
import type { MexNeeds } from "./mex.needs.ts";

/** Her delivery addresses (AddressType 1), as a tank's address choice labels them. */
export async function deliveryAddresses(
  account: Pick<MexNeeds["account"], "listOwnAddresses">,
  userId: number,
): Promise<{ id: number; label: string }[]> {
  return (await account.listOwnAddresses(userId))
    .filter((a) => a.AddressType === 1)
    .map((a) => ({ id: a.Id, label: `${a.Street} ${a.HouseNumber}, ${a.ZipCode} ${a.City}` }));
}

/** Her delivered heating-oil orders (product group 1): the refills a tank's readings are matched to. */
export async function heatingOilDeliveries(orders: MexNeeds["orders"], userId: number): ReturnType<MexDeps["deliveries"]> {
  return (await orders.customerPurchases({ userId }))
    .filter((p) => p.deliveredOn !== null && p.productGroupId === 1)
    .map((p) => ({ orderId: p.orderId, orderNumber: p.orderNumber, deliveredOn: p.deliveredOn!, litres: p.amount }));
}

/**
 * Today's best heating-oil offer for the free space of her tank, in the country's default product, and the
 * offer list it leads to (the price alarm's configuration of an amount at a postcode); null when nobody
 * delivers or the calculator refuses the postcode.
 */
export async function bestOfferFor(
  calculator: MexNeeds["calculator"],
  { countryId, zip, amount }: { countryId: number; zip: string; amount: number },
): ReturnType<MexDeps["bestOffer"]> {
  const alarm = { countryId, zip, amount, productGroupId: 1, productId: localeById(countryId)?.defaultProductId ?? 1 };
  try {
    const best = (await calculator.calculateOffers(calculatorConfigOfAlarm(alarm))).Items[0];
    return best
      ? {
          unitPrice: best.UnitPrice,
          totalPrice: best.TotalPrice,
          dealerName: best.DealerName,
          leadTimeDays: best.LeadTimeDays,
          path: offerListPathOfAlarm(alarm),
        }
      : null;
  } catch (err) {
    if (isClientError(err)) return null;
    throw err;
  }
}
