import { localeById } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import { withdrawalVerdict, type OrderActor, type OrderStatus } from "../../../domain/orders/order-states.ts";
import type { Db } from "../../../db/client.ts";
import { companyInfo, lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { dealerTerms, stationsOf, type OrderRow } from "./orders.repo.ts";

/** The withdrawal rule of decision 0025 for this order: statutory (DE/AT consumers) or contractual (companies, CH). */
async function verdictFor(tx: Db, o: OrderRow) {
  const [dealer, stations] = [await dealerTerms(tx, o.dealerId), await stationsOf(tx, o.id)];
  return withdrawalVerdict(
    { status: o.status as OrderStatus, countryId: o.countryId, stations: companyInfo(stations) },
    dealer?.name ?? "der Händler",
    localeById(o.countryId)!.customerPhoneNumber,
  );
}

/**
 * The customer withdraws (DE/AT consumer: statutory right, before delivery always) or cancels under the
 * contractual terms (company orders, Switzerland: free until the dealer confirms). A refusal states the terms.
 */
export async function withdrawOrder(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor }): Promise<OrderLifeView> {
  const refuse = async (o: OrderRow, tx: Db) => {
    const verdict = await verdictFor(tx, o);
    return verdict.allowed ? null : new AppError("WITHDRAWAL_NOT_ALLOWED", { message: verdict.message });
  };
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "withdraw",
    data: {},
    refusal: refuse,
    decide: async (o, tx) => {
      const refusal = await refuse(o, tx);
      if (refusal) throw refusal;
      return { to: "withdrawn", mails: ["order-withdrawn", "order-dealer-withdrawn"] };
    },
  });
  return lifeView(deps.db, order);
}
