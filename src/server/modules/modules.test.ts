import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ORDER_CHANGED_EVENTS } from "../../domain/events/catalogue.ts";
import { buildOrder } from "../services.ts";
import { MODULES } from "./index.ts";

// Decision 0052: every area is one module of the list; which area asks which is its `asks`, and the graph
// of asks has no loops (a reaction goes the other way as an event, decision 0051).
const MODULES_DIR = resolve(import.meta.dirname);
const folderOf = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The areas whose services a module's own (non-test) files import, by folder. */
function areasImported(folder: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(join(MODULES_DIR, folder))) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts") || file.includes("test-helpers")) continue;
    const text = readFileSync(join(MODULES_DIR, folder, file), "utf8");
    for (const m of text.matchAll(/from "\.\.\/([a-z-]+)\/[a-z-]+\.services\.ts"/g)) if (m[1] !== folder) found.add(m[1]);
  }
  return [...found].sort();
}

describe("the module list (decision 0052)", () => {
  it("has every area folder once, each with its <area>.module.ts", () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(MODULES.map((m) => folderOf(m.name)).sort()).toEqual(folders);
    for (const folder of folders) expect(readdirSync(join(MODULES_DIR, folder))).toContain(`${folder}.module.ts`);
  });

  it("asks only areas of the list, and the asks have no loops", () => {
    const names = new Set(MODULES.map((m) => m.name));
    for (const m of MODULES) for (const asked of m.asks) expect(names, `${m.name} asks ${asked}`).toContain(asked);
    const order = buildOrder(MODULES).map((m) => m.name);
    for (const m of MODULES)
      for (const asked of m.asks) expect(order.indexOf(asked), `${asked} before ${m.name}`).toBeLessThan(order.indexOf(m.name));
  });

  it("finds a loop and an unknown area", () => {
    const a = { name: "a", asks: ["b"], services: () => ({}) };
    const b = { name: "b", asks: ["c"], services: () => ({}) };
    const c = { name: "c", asks: ["a"], services: () => ({}) };
    expect(() => buildOrder([a, b, c])).toThrow("areas ask each other in a loop: a → b → c → a");
    expect(() => buildOrder([a])).toThrow("a asks b, which is no module of the list");
  });

  it("each module's table row matches the areas its code reaches: the services types it imports are exactly those it asks", () => {
    for (const m of MODULES) expect(areasImported(folderOf(m.name)), m.name).toEqual(m.asks.map(folderOf).sort());
  });

  it("the reactions are declared by the reacting areas: the customer's messages follow every order transition", () => {
    const subscriptions: string[] = [];
    const events = { subscribe: (area: string, event: string) => void subscriptions.push(`${area} ← ${event}`) };
    // Subscribing only declares handlers: stand-ins for services, needs and platform are never called here.
    for (const m of MODULES as readonly { subscribers?: (...args: never[]) => void }[])
      m.subscribers?.(...([events, {}, {}, {}] as never[]));
    expect(subscriptions.sort()).toEqual(
      [
        ...ORDER_CHANGED_EVENTS.map((e) => `customer ← ${e}`),
        "customer ← price-alarm.hit",
        "customer ← tank.alert-raised",
        "customer ← tank.main-sensor-changed",
        "customer ← community.reply-posted",
        "calculator ← order.rated",
        "site ← order.rated",
      ].sort(),
    );
    // The customer area reacts; nobody asks it, so no area depends on it synchronously.
    expect(MODULES.filter((m) => (m.asks as readonly string[]).includes("customer")).map((m) => m.name)).toEqual([]);
  });

  it("the queues and schedules are declared by their areas' module files, and no area defines a queue elsewhere", () => {
    const queues: string[] = [];
    for (const m of MODULES as readonly {
      name: string;
      jobs?: (...args: never[]) => { queue: string; options: { schedule?: { cron: string } } }[];
    }[])
      for (const j of m.jobs?.(...([{}, {}] as never[])) ?? [])
        queues.push(`${m.name}: ${j.queue}${j.options.schedule ? ` (${j.options.schedule.cron})` : ""}`);
    expect(queues.sort()).toEqual([
      "mex: mex-alert-check",
      "mex: mex-alert-sweep (7 * * * *)",
      "orders: order-mail",
      "priceAlarm: price-alarm-check",
    ]);
    for (const m of MODULES)
      for (const file of readdirSync(join(MODULES_DIR, folderOf(m.name))).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")))
        expect(readFileSync(join(MODULES_DIR, folderOf(m.name), file), "utf8"), file).not.toMatch(/jobs\.define\b/);
  });
});
