/** The order's-life calls of the order life API tests (not a test file itself): an order to move, its history, rows and mail jobs, the windows. */
import { eq } from "drizzle-orm";
import { orderEvents, orders } from "../../../db/schema/orders.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import type { withTestApp } from "../../../../tests/setup/test-app.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "./orders.test-helpers.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

type Ctx = ReturnType<typeof withTestApp>;

export function orderLifeCalls(ctx: Ctx) {
  const services = () => ctx.app.services.orders;
  const db = () => ctx.database.db;

  async function setup(opts: { status?: string; countryId?: number; companyName?: string } = {}) {
    const customer = await createUser(ctx.app, db());
    const { dealer, other } = await twoDealers(db(), opts.countryId ?? 1);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer, ...opts });
    const dealerActor: OrderActor = { kind: "dealer", userId: 900_001, dealerId: dealer.dealerId };
    const otherDealer: OrderActor = { kind: "dealer", userId: 900_002, dealerId: other.dealerId };
    return { customer, order, dealer, dealerActor, otherDealer };
  }

  const history = async (orderId: number) =>
    db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  const row = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
  /** The order's mail jobs by transition; one transition's mails alphabetically. */
  async function mailJobs(orderId: number): Promise<string[]> {
    const r = await ctx.database.executeSql(
      "select data->>'template' as template from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = $1 order by (data->>'eventId')::int nulls first, data->>'template'",
      [orderId],
    );
    return r.rows.map((x) => String(x.template));
  }
  const post = (user: TestUser, url: string, payload: object = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: user.headers });
  const get = (user: TestUser, url: string) => ctx.app.inject({ method: "GET", url, headers: user.headers });
  const tomorrow = () => calendarDay(new Date(Date.now() + 86_400_000), "Europe/Berlin");
  const inDays = (n: number) => calendarDay(new Date(Date.now() + n * 86_400_000), "Europe/Berlin");
  const window = () => ({ from: tomorrow(), to: inDays(3) });
  // Deliveries are reported inside their window; before it they need the dealer's confirmation (decision 0048).
  const windowFromToday = () => ({ from: inDays(0), to: inDays(2) });
  return { services, db, setup, history, row, mailJobs, post, get, tomorrow, inDays, window, windowFromToday };
}
