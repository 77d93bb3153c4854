import type { Db } from "../../../db/client.ts";

/**
 * Domain events between areas (decision 0051). The publishing area writes the event inside its own
 * transaction; each subscribing area's handler runs once the transaction has committed, at least once
 * (a retry after a failure or a lost completion runs it again), so every handler is idempotent. Nothing
 * is delivered for a transaction that rolls back. A failing subscriber is retried on its own; the other
 * subscribers of the same event are not run again.
 */
export interface Events<C extends object> {
  /** Writes one delivery per subscriber of `event` into `tx`; they exist exactly when `tx` commits. */
  publish<E extends keyof C & string>(tx: Db, event: E, payload: C[E]): Promise<void>;
  /** The reacting area declares its handler; before the app starts (the worker knows them all then). */
  subscribe<E extends keyof C & string>(area: string, event: E, handler: EventHandler<C[E]>): void;
  /** Who listens to what (the module list's test checks every subscriber against the catalogue). */
  subscriptions(): { area: string; event: string }[];
  /**
   * Resolves when no delivery is waiting or running (tests: "after the reactions of this call"). A
   * delivery waiting for its retry counts as waiting.
   */
  settled(timeoutMs?: number): Promise<void>;
}

export interface EventDelivery {
  event: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type EventHandler<P> = (payload: P, delivery: EventDelivery) => Promise<void>;
