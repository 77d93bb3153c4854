import { resolve } from "node:path";
import { z } from "zod";
import { processLocalSecret, readOrCreateSecretFile } from "./jwt-secret.ts";
import { defaultInstanceId, defaultShareGroup } from "./mqtt-identity.ts";

// Host → country map: "de.localhost=de,at.localhost=at". Bare hosts not in the map fall back to de.
const hostMap = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const map: Record<string, "de" | "at" | "ch"> = {};
      for (const pair of raw
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [host, code] = pair.split("=").map((s) => s.trim().toLowerCase());
        if (!host || (code !== "de" && code !== "at" && code !== "ch")) {
          ctx.addIssue({ code: "custom", message: `invalid entry "${pair}" (expected host=de|at|ch)` });
          return z.NEVER;
        }
        map[host] = code;
      }
      return map;
    });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default("./data/pglite"),
  PUBLIC_HOSTS: hostMap("localhost=de,de.localhost=de,at.localhost=at,ch.localhost=ch,127.0.0.1=de"),
  // Where links to "the same page on another country's site" point: code=origin.
  COUNTRY_ORIGINS: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  // Access token lifetime (decision 0008): 20 minutes; browser tests set a short one to see expiry.
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(30).max(86400).default(1200),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Demo market and demo accounts: by default only on the embedded database (decision 0010).
  SEED_DEMO_DATA: z.enum(["true", "false"]).optional(),
  // Multiplies the demo market's branches when it is first seeded (the bench's 10× market, decision 0024).
  DEMO_MARKET_SCALE: z.coerce.number().int().min(1).max(20).default(1),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Shared cache, rate limit and ended sessions for several instances (decision 0022); unset → in process.
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || (/^rediss?:\/\/\S+$/.test(v) && URL.canParse(v)), {
      message: "expected redis://[user:password@]host[:port][/db] or rediss://… (TLS)",
    }),
  // Prepended to every key in Redis, so several deployments (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z.string().min(1).default("hm:"),
  // Which proxies may set X-Forwarded-For/-Proto/-Host: "loopback" (a proxy on this machine), "true"
  // (every hop: only behind a proxy that overwrites the header), or comma-separated addresses/CIDRs.
  // Unset: "loopback" for X-Forwarded-For/-Proto, and X-Forwarded-Host from nobody (decision 0038).
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((v): boolean | string => (v === "true" ? true : v === "false" ? false : v)),
  // Tank sensors over MQTT (decision 0030): mqtt://host:1883; unset → readings arrive over HTTP only.
  MQTT_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || (/^mqtts?:\/\/\S+$/.test(v) && URL.canParse(v)), {
      message: "expected mqtt://[user:password@]host[:port] or mqtts://…",
    }),
  // The shared subscription's group: instances of one deployment split the readings between them.
  // Unset → derived from the database (mqtt-identity.ts), so two deployments on one broker never share it.
  MQTT_SHARE_GROUP: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^[A-Za-z0-9_-]{1,80}$/.test(v), { message: "letters, digits, _ and - (at most 80)" }),
  // This instance's name on the broker, stable across its restarts: its consumers' persistent sessions are
  // {group}.{id}.0 … (decision 0037). Unset → host name and PORT.
  MQTT_INSTANCE_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^[A-Za-z0-9_.-]{1,80}$/.test(v), { message: "letters, digits, _, . and - (at most 80)" }),
  // How long the broker keeps an absent instance's sessions and their readings (decision 0037).
  MQTT_SESSION_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(4_294_967_294).default(3600),
  // Connections per instance in that group: each handles one reading at a time (decision 0030).
  MQTT_CONSUMERS: z.coerce.number().int().min(1).max(64).default(32),
  ANALYTICS_SCRIPT_URL: z.string().default("/analytics.js"),
  // smtp://user:pass@host:port; unset → mails are written as .eml files under MAIL_DIR.
  SMTP_URL: z.string().url().optional(),
  MAIL_DIR: z.string().default("./data/mail"),
  // Sender per country site (order and account mails alike): MAIL_FROM is the German one.
  MAIL_FROM: z.string().default("Heizöl-Marktplatz <service@heizoel-marktplatz.de>"),
  MAIL_FROM_AT: z.string().default("Heizöl-Marktplatz <service@heizoel-marktplatz.at>"),
  MAIL_FROM_CH: z.string().default("Heizöl-Marktplatz <service@heizoel-marktplatz.ch>"),
  // Bearer token for GET /metrics (Prometheus); unset → no /metrics endpoint (decision 0018).
  METRICS_TOKEN: z.string().min(32, "at least 32 characters").optional(),
  // Uploaded files in S3-compatible object storage (decision 0057); unset FILES_S3_ENDPOINT → in the database.
  FILES_S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || (/^https?:\/\/\S+$/.test(v) && URL.canParse(v)), {
      message: "expected https://host[:port] (or http:// for a local server)",
    }),
  FILES_S3_BUCKET: z.string().optional(),
  FILES_S3_REGION: z.string().default("us-east-1"),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Installment provider adapter (decision 0007); "sandbox" is the embedded default with deterministic decisions.
  INSTALLMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
});

export type Config = Omit<z.infer<typeof schema>, "MQTT_SHARE_GROUP" | "MQTT_INSTANCE_ID"> & {
  MQTT_SHARE_GROUP: string;
  MQTT_INSTANCE_ID: string;
  /** X-Forwarded-Host is believed (from the proxies TRUST_PROXY names) only when TRUST_PROXY is set. */
  trustForwardedHost: boolean;
  jwtSecret: string;
  seedDemoData: boolean;
  countryOrigins: Record<"de" | "at" | "ch", string>;
  /** The object storage for files, when FILES_S3_ENDPOINT is set (decision 0057). */
  filesS3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === "production" && c.DATABASE_URL && !c.JWT_SECRET) {
    throw new Error("Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set in production");
  }
  if (c.FILES_S3_ENDPOINT && !(c.FILES_S3_BUCKET && c.FILES_S3_ACCESS_KEY_ID && c.FILES_S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  FILES_S3_BUCKET, FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: required when FILES_S3_ENDPOINT is set",
    );
  }
  return {
    ...c,
    filesS3: c.FILES_S3_ENDPOINT
      ? {
          endpoint: c.FILES_S3_ENDPOINT,
          bucket: c.FILES_S3_BUCKET!,
          region: c.FILES_S3_REGION,
          accessKeyId: c.FILES_S3_ACCESS_KEY_ID!,
          secretAccessKey: c.FILES_S3_SECRET_ACCESS_KEY!,
        }
      : null,
    MQTT_SHARE_GROUP: c.MQTT_SHARE_GROUP ?? defaultShareGroup(c.DATABASE_URL, c.PGLITE_DIR),
    MQTT_INSTANCE_ID: c.MQTT_INSTANCE_ID ?? defaultInstanceId(c.PORT),
    trustForwardedHost: env.TRUST_PROXY !== undefined && c.TRUST_PROXY !== false,
    jwtSecret: c.JWT_SECRET ?? (c.NODE_ENV === "test" ? processLocalSecret() : readOrCreateSecretFile(jwtSecretFile(c.PGLITE_DIR))),
    seedDemoData: c.SEED_DEMO_DATA ? c.SEED_DEMO_DATA === "true" : !c.DATABASE_URL,
    countryOrigins: parseOrigins(c.COUNTRY_ORIGINS, c.PORT),
  };
}

/** Without JWT_SECRET the generated secret lives next to the embedded database: ./data/jwt-secret. */
export const jwtSecretFile = (pgliteDir: string) => resolve(pgliteDir, "..", "jwt-secret");

function parseOrigins(raw: string | undefined, port: number): Record<"de" | "at" | "ch", string> {
  const origins = {
    de: `http://de.localhost:${port}`,
    at: `http://at.localhost:${port}`,
    ch: `http://ch.localhost:${port}`,
  };
  for (const pair of (raw ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const idx = pair.indexOf("=");
    const code = pair.slice(0, idx).trim();
    if (code === "de" || code === "at" || code === "ch") origins[code] = pair.slice(idx + 1).trim();
  }
  return origins;
}
