/** Shared set-up of the checkout and order API tests (not a test file itself). */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { claimsForUser } from "../../../domain/account/auth.ts";
import type { Db } from "../../../db/client.ts";
import { asc, eq } from "drizzle-orm";
import { users } from "../../../db/schema/accounts.ts";
import { branches } from "../../../db/schema/market.ts";
import { orderEvents, orders, orderStations } from "../../../db/schema/orders.ts";
import { demoUserValues } from "../../../db/seed/accounts/user-factory.ts";
import { signAccessToken } from "../account/access-token.ts";
import { liveSessionId } from "../account/account.test-helpers.ts";

export interface TestUser {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** A customer (or guest) row plus a signed access token of a live session: calls run as that user. */
export async function createUser(
  app: FastifyInstance,
  db: Db,
  opts: { isGuest?: boolean; lastName?: string; roles?: string[] } = {},
): Promise<TestUser> {
  const email = `kunde-${randomBytes(5).toString("hex")}@example.com`;
  const [row] = await db
    .insert(users)
    .values(
      demoUserValues({
        email,
        isGuest: opts.isGuest ?? false,
        firstName: "Erika",
        lastName: opts.lastName ?? "Mustermann",
        title1: "Frau",
        roles: opts.roles ?? [],
      }),
    )
    .returning();
  const sid = await liveSessionId(db, row.id);
  const { token } = await signAccessToken(app.tokenKeys, { ...claimsForUser({ ...row, hasAnyOrder: false }), sid });
  return { id: row.id, email, headers: { authorization: `Bearer ${token}` } };
}

export const baseConfig = (patch: Record<string, unknown> = {}) => ({
  ZipCode: "80331",
  Amount: 3000,
  Stations: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  AppointmentPlus: false,
  CountryId: 1,
  ProductGroupId: 1,
  ...patch,
});

/** Parameters with the payment option replaced (−2 dealer's payment, 2, 3, 4, 23 with months, 40). */
export function withPayment(paymentId: number, months?: number) {
  return [{ Id: 5 }, { Id: 24 }, months ? { Id: paymentId, Modifier: months } : { Id: paymentId }, { Id: 11 }, { Id: 9 }];
}

export const address = (patch: Record<string, string> = {}) => ({
  Title1: "Frau",
  Title2: "",
  FirstName: "Erika",
  LastName: "Mustermann",
  CompanyName: "",
  Street: "Marienplatz",
  HouseNumber: "8",
  ZipCode: "80331",
  City: "München",
  Phone: "089 123456",
  ...patch,
});

export const VALID_IBAN = "DE89 3704 0044 0532 0130 00";

// The order's life (decision 0025) ------------------------------------------------------------------

const SITE_ADDRESS: Record<number, Record<string, string>> = {
  1: { ZipCode: "80331", City: "München", Street: "Marienplatz", HouseNumber: "8", Phone: "089 123456" },
  2: { ZipCode: "1010", City: "Wien", Street: "Stephansplatz", HouseNumber: "1", Phone: "01 234567" },
  3: { ZipCode: "8001", City: "Zürich", Street: "Bahnhofstrasse", HouseNumber: "1", Phone: "044 123 45 67" },
};
const PRODUCT_OF_COUNTRY: Record<number, number> = { 1: 1, 2: 6, 3: 12 };

/** A dealer of the country with a branch, and another one (for "another dealer's order"). */
export async function twoDealers(db: Db, countryId = 1) {
  const rows = await db
    .select({ dealerId: branches.dealerId, branchId: branches.id })
    .from(branches)
    .where(eq(branches.countryId, countryId))
    .orderBy(asc(branches.dealerId), asc(branches.id));
  const first = rows[0];
  const other = rows.find((r) => r.dealerId !== first.dealerId)!;
  return { dealer: first, other };
}

/**
 * An order row as placeOrder writes it (one station, a 3,000 l heating oil price of 3.391,50 incl. 19 %
 * VAT, its "place" history row), in any status: the transition tests start from here.
 */
export async function insertLifeOrder(
  db: Db,
  opts: { userId: number; dealerId: number; branchId: number; countryId?: number; status?: string; companyName?: string; amount?: number },
) {
  const countryId = opts.countryId ?? 1;
  const amount = opts.amount ?? 3000;
  const key = randomBytes(6).toString("hex");
  const now = new Date();
  const priceLines = [{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 285000, Price: 339150 }];
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${key}`,
      userId: opts.userId,
      idempotencyKey: key,
      countryId,
      productGroupId: 1,
      productId: PRODUCT_OF_COUNTRY[countryId],
      dealerId: opts.dealerId,
      branchId: opts.branchId,
      amount,
      stations: 1,
      config: baseConfig({
        CountryId: countryId,
        ZipCode: SITE_ADDRESS[countryId].ZipCode,
        Amount: amount,
        Product: { Id: PRODUCT_OF_COUNTRY[countryId], ClimateNeutral: false },
        Parameters: withPayment(2),
      }),
      paymentKind: "invoice",
      paymentId: 2,
      currency: countryId === 3 ? "CHF" : "EUR",
      netPrice: 285000,
      vatAmount: 54150,
      totalPrice: 339150,
      unitPrice: 11305,
      priceLines,
      leadTimeDays: 5,
      termsVersion: "agb-test",
      withdrawalNoticeVersion: countryId === 3 ? "storno-ch-2026-11" : "widerruf-2026-11",
      status: opts.status ?? "placed",
      statusChangedAt: now,
      createdAt: now,
    })
    .returning();
  await db.insert(orderStations).values({
    orderId: row.id,
    stationNumber: 1,
    amount,
    deliveryAddress: address({ ...SITE_ADDRESS[countryId], CompanyName: opts.companyName ?? "" }),
    invoiceAddress: null,
  });
  await db.insert(orderEvents).values({
    orderId: row.id,
    event: "place",
    fromStatus: "",
    toStatus: "placed",
    actorKind: "customer",
    actorUserId: opts.userId,
    data: {},
    createdAt: now,
  });
  return row;
}

/** A whole checkout over the API, the order placed (201): the order as a customer would place it. */
export async function placeOrderViaApi(
  app: FastifyInstance,
  user: TestUser,
  opts: { parameters?: object[]; countryId?: number; companyName?: string; dealerId?: number } = {},
) {
  const countryId = opts.countryId ?? 1;
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: user.headers });
  const config = baseConfig({
    Parameters: opts.parameters ?? withPayment(2),
    CountryId: countryId,
    ZipCode: SITE_ADDRESS[countryId].ZipCode,
    Product: { Id: PRODUCT_OF_COUNTRY[countryId], ClimateNeutral: false },
  });
  const offers = (await post("/api/kalkulation/berechnen", config)).json().Items as {
    DealerId: number;
    Id: number;
    TotalPrice: number;
    DealerName: string;
  }[];
  const offer = opts.dealerId ? offers.find((o) => o.DealerId === opts.dealerId)! : offers[0];
  const checkout = (await post("/api/order-process/checkout/start", { ...config, DealerId: offer.DealerId, BranchId: offer.Id })).json();
  const saved = (
    await post("/api/order-process/address/save", {
      CheckoutId: checkout.CheckoutId,
      DeliveryAddress: address({ ...SITE_ADDRESS[countryId], CompanyName: opts.companyName ?? "" }),
    })
  ).json();
  const paid = await post("/api/order-process/payment/save", {
    CheckoutId: checkout.CheckoutId,
    PaymentId: saved.PaymentData.PaymentId,
    IsRatenkaufPayment: saved.IsRatenkaufPayment,
    PaymentModifier: saved.PaymentData.PaymentModifier,
  });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.body}`);
  const placed = await post("/api/order-process/order/place", {
    CheckoutId: checkout.CheckoutId,
    IdempotencyKey: `life-${randomBytes(8).toString("hex")}`,
    ExpectedTotalPrice: offer.TotalPrice,
    Comment: "",
  });
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  return { ...(placed.json() as { OrderId: number; OrderNumber: string }), offer, offers };
}
