import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { localeById } from "../../../domain/shared/countries.ts";

/** What a database reports for metrics: its connections (PGlite: its one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection (PGlite: statements queued behind the running one). */
  waiting: number;
}

/**
 * The marketplace's Prometheus metrics (decision 0018), one registry per app (tests build many apps in
 * one process). Everything is counted always; /metrics shows it only with METRICS_TOKEN
 * (plugins/metrics.ts). Labels are bounded: route patterns, status codes, cache areas, queue names,
 * country codes; never a raw URL or a key.
 */
export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  cacheLookup(area: string, hit: boolean): void;
  /** A newly placed order of this country id (never a replay). */
  orderPlaced(countryId: number): void;
  /** Reads pool numbers at each scrape. */
  watchDatabase(kind: string, stats: () => PoolStats): void;
  /** Reads queue depths at each scrape (a query on the database: only as often as Prometheus scrapes). */
  watchJobs(sizes: () => Promise<Record<string, number>>): void;
  /** Process metrics of prom-client (CPU, memory, event loop lag, GC): only where they are scraped. */
  collectProcessMetrics(): void;
}

/** What the gauges read at each scrape. */
export interface MetricSources {
  database?: { kind: string; poolStats(): PoolStats };
  jobs?: { queueSizes(): Promise<Record<string, number>> };
}

export function createMetrics(sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Dauer der HTTP-Anfragen nach Route (Muster), Methode und Status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: "cache_requests_total",
    help: "Zugriffe auf den Cache nach Bereich (erstes Segment des Schlüssels) und Ergebnis",
    labelNames: ["area", "result"] as const,
    registers: [registry],
  });
  const orders = new Counter({
    name: "orders_placed_total",
    help: "Neu aufgegebene Bestellungen (ohne Wiederholungen derselben Bestellung) nach Land",
    labelNames: ["country"] as const,
    registers: [registry],
  });
  let processMetrics = false;

  const metrics: Metrics = {
    registry,
    observeRequest: (method, route, statusCode, seconds) => requests.observe({ method, route, status_code: statusCode }, seconds),
    cacheLookup: (area, hit) => cache.inc({ area, result: hit ? "hit" : "miss" }),
    orderPlaced: (countryId) => orders.inc({ country: localeById(countryId)?.code ?? "unbekannt" }),
    watchDatabase(kind, stats) {
      new Gauge({
        name: "db_pool_connections",
        help: `Verbindungen zur Datenbank (${kind}) nach Zustand: total, idle, waiting (wartende Anfragen)`,
        labelNames: ["state"] as const,
        registers: [registry],
        collect() {
          const s = stats();
          this.set({ state: "total" }, s.total);
          this.set({ state: "idle" }, s.idle);
          this.set({ state: "waiting" }, s.waiting);
        },
      });
    },
    watchJobs(sizes) {
      new Gauge({
        name: "jobs_queue_depth",
        help: "Wartende Aufträge (erstellt oder zur Wiederholung vorgesehen) je Warteschlange",
        labelNames: ["queue"] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const [queue, size] of Object.entries(await sizes())) this.set({ queue }, size);
        },
      });
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
  const { database, jobs } = sources;
  if (database) metrics.watchDatabase(database.kind, () => database.poolStats());
  if (jobs) metrics.watchJobs(() => jobs.queueSizes());
  return metrics;
}
