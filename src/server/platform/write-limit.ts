import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../domain/shared/errors.ts";
import { waitText } from "../../domain/limits/wait-text.ts";

export interface WriteLimit {
  /** Names the counter (one per kind of write: "community-post", "advert-click" …); part of the key. */
  name: string;
  /** Writes allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * A limit per writer on top of the API's limit per address (decision 0058): an area attaches it to a write
 * route as `preHandler: userWriteLimit(scope, { name, max, windowMs })`. It counts in the store of the /api
 * scope's @fastify/rate-limit (app.ts), so with REDIS_URL every instance counts together
 * (rate-limit-store.ts, decision 0022) and while Redis is away the limit is skipped like the per-address one.
 *
 * Who writes: a signed-in user by her id; a guest by her session (a guest account is made per order and
 * shared by nobody, but one person may hold several); nobody signed in by the client address. Over the
 * limit: 429 `WRITE_RATE_LIMITED` naming the wait, and Retry-After.
 */
export function userWriteLimit(scope: FastifyInstance, limit: WriteLimit) {
  if (!/^[a-z][a-z0-9-]*$/.test(limit.name)) throw new Error(`userWriteLimit: name must be kebab-case: ${limit.name}`);
  // The store keys children of createRateLimit alike whatever their options: the name keeps the counters apart.
  const check = scope.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => `write:${limit.name}:${writer(req)}`,
  });
  return async function writeLimit(req: FastifyRequest, reply: FastifyReply) {
    const result = await check(req);
    // isAllowed: on the allow list (none here); otherwise counted, and refused only over the limit.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", String(result.ttlInSeconds));
    throw new AppError("WRITE_RATE_LIMITED", {
      message: `Sie haben in kurzer Zeit zu viel gesendet. Bitte versuchen Sie es ${waitText(result.ttl)} erneut.`,
    });
  };
}

/** The writer's key (see above). */
export function writer(req: FastifyRequest): string {
  const user = req.user;
  if (user && !user.isGuest) return `user:${user.id}`;
  if (user) return `session:${user.sid ?? `guest-${user.id}`}`;
  return `address:${req.ip}`;
}
