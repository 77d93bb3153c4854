import { createHash } from "node:crypto";
import { hostname } from "node:os";
import { resolve } from "node:path";

/**
 * Who the instance is on the MQTT broker (decision 0037). The broker keeps a persistent session per client
 * id and splits a shared subscription's messages between the members of its group, so both names must be
 * stable across restarts and must never be shared by mistake: not by two deployments (each would store half
 * of the other's readings in the wrong database) and not by two instances (each would take over the other's
 * session).
 */

/**
 * The group of the deployment's shared subscription, derived from the database it writes to: every instance
 * of a deployment writes to the same one, two deployments never do. The name shows the database, the hash
 * tells apart databases of the same name on different servers. Credentials and options are left out, so a
 * new password does not move the deployment to a new group.
 */
export function defaultShareGroup(databaseUrl: string | undefined, pgliteDir: string, host = hostname()): string {
  if (!databaseUrl) return `marketplace-embedded-${shortHash(`${host}:${resolve(pgliteDir)}`)}`;
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres";
  const identity = `${url.hostname.toLowerCase()}:${url.port || "5432"}/${name}`;
  return `marketplace-${slug(name).slice(0, 40)}-${shortHash(identity)}`;
}

/** One instance per host and port: the same after a restart of the same instance, different for a second one beside it. */
export function defaultInstanceId(port: number, host = hostname()): string {
  return `${slug(host).slice(0, 60)}-${port}`;
}

const shortHash = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 8);
const slug = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "x";

/** The client id of the instance's n-th consumer: its persistent session on the broker. */
export const consumerClientId = (group: string, instanceId: string, n: number) => `${group}.${instanceId}.${n}`;
