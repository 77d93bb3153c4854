/** The dealers, callers and reads of the dealer portal settings API tests (not a test file itself): A and B with admin and staff, B's state. */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { beforeAll } from "vitest";
import type { withTestApp } from "../../../../tests/setup/test-app.ts";
import { users } from "../../../db/schema/accounts.ts";
import { branchDeliveryAreas, branches, dealers, priceTiers } from "../../../db/schema/market.ts";
import { clientAddress, createCustomer, logIn } from "../account/account.test-helpers.ts";

export function dealerSettingsSetup(ctx: ReturnType<typeof withTestApp>) {
  type Caller = { id: number; token: string; email: string };
  const A = {} as { dealerId: number; branchId: number; zip: string; admin: Caller; staff: Caller };
  const B = {} as { dealerId: number; branchId: number; admin: Caller; staff: Caller };
  let unlinked: Caller;

  async function login(overrides: Parameters<typeof createCustomer>[1]): Promise<Caller> {
    const row = await createCustomer(ctx.database.db, overrides);
    return { id: row.id, email: row.email, token: (await logIn(ctx.app, row.email)).token };
  }

  const call = (who: Caller | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { "x-forwarded-for": clientAddress(), ...(who && { authorization: `Bearer ${who.token}` }) },
    });

  /** Two German dealers whose first branch sells heating oil (product 1) and delivers around itself (a radius). */
  async function twoDealers() {
    const rows = await ctx.database.db
      .selectDistinct({ dealerId: branches.dealerId, branchId: branches.id, zip: branches.zip })
      .from(branches)
      .innerJoin(priceTiers, eq(priceTiers.branchId, branches.id))
      .where(and(eq(branches.countryId, 1), eq(priceTiers.productId, 1), eq(branches.active, true), gt(branches.deliveryRadiusKm, 0)))
      .orderBy(asc(branches.dealerId), asc(branches.id))
      .limit(50);
    const first = rows[0];
    const second = rows.find((r) => r.dealerId !== first.dealerId)!;
    return [first, second];
  }

  beforeAll(async () => {
    const [a, b] = await twoDealers();
    Object.assign(A, { dealerId: a.dealerId, branchId: a.branchId, zip: a.zip });
    Object.assign(B, { dealerId: b.dealerId, branchId: b.branchId });
    A.admin = await login({ roles: ["DEALER"], dealerId: a.dealerId, dealerRole: "admin", firstName: "Anna", lastName: "Admin" });
    A.staff = await login({ roles: ["DEALER"], dealerId: a.dealerId, dealerRole: "staff", firstName: "Sven", lastName: "Staff" });
    B.admin = await login({ roles: ["DEALER"], dealerId: b.dealerId, dealerRole: "admin", firstName: "Berta", lastName: "Admin" });
    B.staff = await login({ roles: ["DEALER"], dealerId: b.dealerId, dealerRole: "staff", firstName: "Bruno", lastName: "Staff" });
    unlinked = await login({ roles: ["DEALER"] });
  });

  const net = (branchId: number, productId = 1) =>
    ctx.database.db
      .select({
        minAmount: priceTiers.minAmount,
        netPerBasis: priceTiers.netPerBasis,
        validFrom: priceTiers.validFrom,
        validTo: priceTiers.validTo,
      })
      .from(priceTiers)
      .where(and(eq(priceTiers.branchId, branchId), eq(priceTiers.productId, productId)))
      .orderBy(asc(priceTiers.validFrom), asc(priceTiers.minAmount));

  /** Everything of dealer B the settings can change: prices, areas, conditions, staff. */
  async function stateOfB() {
    const db = ctx.database.db;
    const ids = (await db.select({ id: branches.id }).from(branches).where(eq(branches.dealerId, B.dealerId))).map((r) => r.id);
    return {
      tiers: await db.select().from(priceTiers).where(inArray(priceTiers.branchId, ids)).orderBy(asc(priceTiers.id)),
      areas: await db
        .select()
        .from(branchDeliveryAreas)
        .where(inArray(branchDeliveryAreas.branchId, ids))
        .orderBy(asc(branchDeliveryAreas.branchId), asc(branchDeliveryAreas.zipPrefix)),
      branches: await db.select().from(branches).where(eq(branches.dealerId, B.dealerId)).orderBy(asc(branches.id)),
      dealer: await db.select().from(dealers).where(eq(dealers.id, B.dealerId)),
      staff: await db.select().from(users).where(eq(users.dealerId, B.dealerId)).orderBy(asc(users.id)),
    };
  }

  const bandsOf = (
    res: {
      json(): {
        Branches: { Branch: { Id: number }; Products: { ProductId: number; Bands: { MinAmount: number; NetPrice: number }[] }[] }[];
      };
    },
    branchId: number,
    productId = 1,
  ) =>
    res
      .json()
      .Branches.find((b) => b.Branch.Id === branchId)!
      .Products.find((p) => p.ProductId === productId)!.Bands;
  return { A, B, unlinked: () => unlinked, login, call, net, stateOfB, bandsOf };
}
