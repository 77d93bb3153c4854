import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { getOrderCancellationList } from "./get-order-cancellation-list.ts";
import { saveOrderCancellationComment } from "./save-order-cancellation-comment.ts";
import { saveOrderCancellationFeedback } from "./save-order-cancellation-feedback.ts";
import { saveOrderCancellationList } from "./save-order-cancellation-list.ts";

/**
 * Cancellation management (decision 0031): support and finance. Not cached: two people booking
 * the same list must see each other's saves on the next load.
 */
export function createCancellationServices({ db }: Pick<PlatformDeps, "db">) {
  return bindDeps(
    { db },
    { getOrderCancellationList, saveOrderCancellationList, saveOrderCancellationComment, saveOrderCancellationFeedback },
  );
}

export type CancellationServices = ReturnType<typeof createCancellationServices>;
