import type {
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from "fastify";
import type { Database, Db } from "../../db/client.ts";
import type { EventCatalogue } from "../../domain/events/catalogue.ts";
import type { Config } from "../config.ts";
import type { PlatformDeps } from "./deps.ts";
import type { Events } from "./events/events.ts";
import type { JobHandler, QueueOptions } from "./jobs/jobs.ts";

/**
 * One business area as the app sees it (decision 0052): its name (the key of `app.services` and of the
 * page context's `services`), the areas it asks (its needs), its services, its routes and its subscribers.
 * `src/server/modules/<area>/<area>.module.ts` exports one; `src/server/modules/index.ts` lists them all,
 * and the composition root and the app are assembled from that list alone.
 */
export interface AreaModule<Name extends string = string, Needs extends object = object, Services = unknown> {
  name: Name;
  /**
   * The areas it asks synchronously: exactly the keys of its needs (`<area>.needs.ts`), each bound to that
   * area's services. The graph of asks has no loops (modules.test.ts); a reaction instead is an event.
   */
  asks: readonly (keyof Needs & string)[];
  services: (platform: PlatformDeps, needs: Needs, hooks: AppHooks) => Services;
  /** Its HTTP routes with their options, taken from its own services (and its needs, where a route asks). */
  routes?: (services: Services, needs: Needs, context: RouteContext) => RouteMount[];
  /**
   * Its queues and schedules (decisions 0013, 0050): each handler calls its own services, so reading the
   * module file shows what runs in the background and when. Declared before the app starts.
   */
  jobs?: (services: Services, platform: PlatformDeps) => JobDefinition[];
  /** Its reactions to other areas' events (decision 0051), declared before the app starts. */
  subscribers?: (events: Pick<Events<EventCatalogue>, "subscribe">, services: Services, needs: Needs, platform: PlatformDeps) => void;
  /**
   * Its rows of a fresh database (decision 0010): reference data and content on every database, demo data
   * only with `SEED_DEMO_DATA`. Each step writes only into its empty table, so every start may run it.
   */
  seeds?: readonly SeedStep[];
  /**
   * Its pages whose form posts carry a file (plain multipart forms that work without JavaScript): their body
   * may be as large as the largest upload (decision 0057) instead of 64 KB, for callers the page's area lets in.
   */
  uploadPages?: readonly string[];
  /** What it stops when the app closes (timers of its own). */
  close?: (services: Services) => void | Promise<void>;
}

/** One queue of an area: its options (retries, expiry, a schedule) and its handler. */
export interface JobDefinition {
  queue: string;
  options: QueueOptions;
  // biome-ignore lint/suspicious/noExplicitAny: each queue carries its own job data; `job` checks the pair.
  handler: JobHandler<any>;
}

/** A queue with its options and handler (the job data's type checked between enqueue and handler). */
export function job<T extends object>(queue: string, options: QueueOptions, handler: JobHandler<T>): JobDefinition {
  return { queue, options, handler };
}

/** One seeding step of an area: run at start-up in the order the steps' `after` asks (seed-on-start.ts). */
export interface SeedStep {
  /** Its name, for the steps that must run after it. */
  name: string;
  /** Demo data (accounts with published passwords, a demo market), or rows every database needs. */
  demo: boolean;
  /** The steps (of any area) whose rows it builds on. */
  after?: readonly string[];
  /** The start-up log's line when it wrote something. */
  message: string;
  /** Writes its rows into an empty table and answers what it wrote, or null when the rows were there. */
  run: (db: Db, options: SeedOptions) => Promise<object | null>;
}

export interface SeedOptions {
  /** The demo market's size (`DEMO_MARKET_SCALE`, decision 0010). */
  scale: number;
}

/** What the app hands the areas besides the platform: hooks of the app's own (metrics). */
export interface AppHooks {
  /** Called once per newly placed order, never for a replay of the same order (metrics, decision 0018). */
  onOrderPlaced?: (order: { id: number; countryId: number }) => void;
}

/** What a route plugin may take from the app besides its area's services. */
export interface RouteContext {
  config: Config;
  database: Database;
  /** Gives the caller a fresh access token in her cookies (new claims from the database). */
  renewAccess: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * A route plugin and its options. "api": inside the `/api` scope (rate limit, input checks, the area guard
 * of decision 0019); "root": beside it (health, the session check, sitemap and robots.txt, and plugins that
 * serve no requests, such as mex's MQTT ingestion).
 */
export interface RouteMount {
  scope: "api" | "root";
  // biome-ignore lint/suspicious/noExplicitAny: each area's plugin has its own options and type provider; the mount pairs it with its options.
  plugin: Plugin<any>;
  options: object;
}

// biome-ignore lint/suspicious/noExplicitAny: any type provider (zod) of the area's routes.
type AnyTypeProvider = any;
/** A plugin in either style (async, or with `done` as fastify-plugin types one given its options). */
type Plugin<O extends FastifyPluginOptions> =
  | FastifyPluginAsync<O, RawServerDefault, AnyTypeProvider>
  | FastifyPluginCallback<O, RawServerDefault, AnyTypeProvider>;

/** An `/api` route plugin with its options (checked against the plugin's own option type). */
export function apiRoutes<O extends FastifyPluginOptions>(plugin: Plugin<O>, options: O): RouteMount {
  return { scope: "api", plugin, options };
}

/** A route plugin outside `/api`. */
export function rootRoutes<O extends FastifyPluginOptions>(plugin: Plugin<O>, options: O): RouteMount {
  return { scope: "root", plugin, options };
}

/** Declares an area's module; the identity, for the types (the name stays a literal, the needs checked). */
export function defineModule<const Name extends string, Needs extends object, Services>(
  module: AreaModule<Name, Needs, Services>,
): AreaModule<Name, Needs, Services> {
  return module;
}
