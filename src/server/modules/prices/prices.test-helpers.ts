import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { systemClock } from "../../platform/clock.ts";
import type { PricesDeps } from "./prices.deps.ts";

/** The price use cases' dependencies as the composition root gives them, for tests that call them directly. */
export function pricesTestDeps(ctx: { app: FastifyInstance; database: Database }): () => PricesDeps {
  let deps: PricesDeps | undefined;
  return () =>
    (deps ??= {
      db: ctx.database.db,
      cache: createMemoryCache(),
      clock: systemClock(),
      market: ctx.app.services.calculator.market,
      places: ctx.app.services.location.placeIndex,
      states: ctx.app.services.location.listCountryStates,
    });
}
