import { describe, expect, it } from "vitest";
import { withNewComment } from "./comments.ts";
import { comment, order } from "./fixtures.test-helpers.ts";

describe("new comments go to the front of the customer or dealer list", () => {
  const old = [comment(1, 10)];
  const oldDealer = [comment(2, 50)];
  it.each([
    // about whom, customer list ids after, dealer list ids after
    ["the customer (10)", 10, [9, 1], [2]],
    ["the dealer's contact (50)", 50, [1], [9, 2]],
    ["another of the dealer's staff (51)", 51, [1], [9, 2]],
    ["somebody else (77)", 77, [1], [2]],
  ])("about %s", (_who, fkUserId, customerIds, dealerIds) => {
    const [next] = withNewComment([order({ customerComments: old, dealerComments: oldDealer })], comment(9, fkUserId));
    expect(next.customerComments.map((c) => c.id)).toEqual(customerIds);
    expect(next.dealerComments.map((c) => c.id)).toEqual(dealerIds);
  });

  it("every row of the same customer gets it, other customers' rows do not", () => {
    const rows = [
      order({ orderId: 1 }),
      order({ orderId: 2, customer: { userId: 11, name: "B", email: "b@example.com" } }),
      order({ orderId: 3 }),
    ];
    const next = withNewComment(rows, comment(9, 10));
    expect(next.map((o) => o.customerComments.length)).toEqual([1, 0, 1]);
  });
});
