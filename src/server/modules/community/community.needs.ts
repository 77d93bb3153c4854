import type { AccountServices } from "../account/account.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";

/**
 * What the community asks other areas (decision 0052): a writer's name, account age and mex and dealer
 * facts (account), and whether an order of hers was delivered (orders) — the facts behind her marks. The
 * rules on the answers (which marks, what a new account may write) stay in the community.
 */
export interface CommunityNeeds {
  account: Pick<AccountServices, "communityMember">;
  orders: Pick<OrderServices, "hasDeliveredOrder">;
}
