import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { defaultInstanceId, defaultShareGroup } from "./mqtt-identity.ts";

const TEST = { NODE_ENV: "test" } as const;

describe("the instance's names on the MQTT broker (decision 0037)", () => {
  it("derives the share group from the database: the same for every instance of a deployment, another for another database", () => {
    const prod = defaultShareGroup("postgres://app:secret@db.example:5432/marketplace", "./data/pglite");
    expect(prod).toMatch(/^marketplace-marketplace-[0-9a-f]{8}$/);
    // Another password, the default port spelt out or left out, another host name case: the same database.
    expect(defaultShareGroup("postgres://app:rotated@DB.example/marketplace?sslmode=require", "./elsewhere")).toBe(prod);
    // The same database name on another server, or another database on the same one: another deployment.
    expect(defaultShareGroup("postgres://app:secret@staging-db.example:5432/marketplace", "./data/pglite")).not.toBe(prod);
    expect(defaultShareGroup("postgres://app:secret@db.example:5432/marketplace_staging", "./data/pglite")).toMatch(
      /^marketplace-marketplace_staging-[0-9a-f]{8}$/,
    );
    // The embedded database: one per data directory and machine.
    const embedded = defaultShareGroup(undefined, "./data/pglite", "host-a");
    expect(embedded).toMatch(/^marketplace-embedded-[0-9a-f]{8}$/);
    expect(defaultShareGroup(undefined, "./data/pglite", "host-a")).toBe(embedded);
    expect(defaultShareGroup(undefined, "/srv/other/pglite", "host-a")).not.toBe(embedded);
    expect(defaultShareGroup(undefined, "./data/pglite", "host-b")).not.toBe(embedded);
  });

  it("names the instance after its host and port unless told otherwise, in characters every broker takes", () => {
    expect(defaultInstanceId(3000, "web-1.example.internal")).toBe("web-1-example-internal-3000");
    expect(defaultInstanceId(3001, "web-1.example.internal")).toBe("web-1-example-internal-3001");
    const c = loadConfig({ ...TEST, PORT: "3100" });
    expect(c.MQTT_INSTANCE_ID).toBe(defaultInstanceId(3100));
    expect(c.MQTT_SHARE_GROUP).toBe(defaultShareGroup(undefined, "./data/pglite"));
    expect(c.MQTT_SESSION_EXPIRY_SECONDS).toBe(3600);
  });

  it("takes explicit names and refuses ones that would break the topic filter or the client id", () => {
    const c = loadConfig({ ...TEST, MQTT_SHARE_GROUP: "shop-prod", MQTT_INSTANCE_ID: "web-1.eu", MQTT_SESSION_EXPIRY_SECONDS: "86400" });
    expect([c.MQTT_SHARE_GROUP, c.MQTT_INSTANCE_ID, c.MQTT_SESSION_EXPIRY_SECONDS]).toEqual(["shop-prod", "web-1.eu", 86400]);
    expect(loadConfig({ ...TEST, MQTT_SHARE_GROUP: " " }).MQTT_SHARE_GROUP).toMatch(/^marketplace-embedded-/);
    expect(() => loadConfig({ ...TEST, MQTT_SHARE_GROUP: "a/b" })).toThrow(/MQTT_SHARE_GROUP/);
    expect(() => loadConfig({ ...TEST, MQTT_SHARE_GROUP: "a+" })).toThrow(/MQTT_SHARE_GROUP/);
    expect(() => loadConfig({ ...TEST, MQTT_INSTANCE_ID: "web 1" })).toThrow(/MQTT_INSTANCE_ID/);
    // 0 would end the session with the connection, "never" would keep a retired instance's share for ever.
    expect(() => loadConfig({ ...TEST, MQTT_SESSION_EXPIRY_SECONDS: "0" })).toThrow(/MQTT_SESSION_EXPIRY_SECONDS/);
    expect(() => loadConfig({ ...TEST, MQTT_SESSION_EXPIRY_SECONDS: "4294967295" })).toThrow(/MQTT_SESSION_EXPIRY_SECONDS/);
  });
});
