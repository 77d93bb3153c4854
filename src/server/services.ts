import type { AppHooks, AreaModule } from "./platform/module.ts";
import type { PlatformDeps } from "./platform/deps.ts";
import { MODULES, type AppModule } from "./modules/index.ts";

/** Every area's services under its module's name (`app.services.<area>`, the page context's `services.<area>`). */
export type AppServices = { [M in AppModule as M["name"]]: ReturnType<M["services"]> };

/** What a module's services factory takes as its needs. */
type NeedsOf<M extends AppModule> = M["services"] extends (platform: PlatformDeps, needs: infer N, hooks: AppHooks) => unknown ? N : never;
/** Its needs as the list binds them: each asked area's services, under that area's name. */
type BoundNeeds<M extends AppModule> = { [K in keyof NeedsOf<M>]: K extends keyof AppServices ? AppServices[K] : unknown };
type BindingChecks = { [M in AppModule as M["name"]]: BoundNeeds<M> extends NeedsOf<M> ? true : false };
// The type check fails here when an area's needs name an area that is not in the list or ask for more than it offers.
const everyNeedIsMet: BindingChecks[keyof BindingChecks] extends true ? true : never = true;
void everyNeedIsMet;

// biome-ignore lint/suspicious/noExplicitAny: the list holds modules of every services and needs type.
type AnyModule = AreaModule<string, any, any>;

/** The modules in an order where every area comes after the areas it asks; throws on a loop or an unknown area. */
export function buildOrder(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const order: AnyModule[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === "done") return;
    if (state.get(m.name) === "visiting") throw new Error(`areas ask each other in a loop: ${[...path, m.name].join(" → ")}`);
    state.set(m.name, "visiting");
    for (const asked of m.asks) {
      const other = byName.get(asked);
      if (!other) throw new Error(`${m.name} asks ${asked}, which is no module of the list`);
      visit(other, [...path, m.name]);
    }
    state.set(m.name, "done");
    order.push(m);
  };
  for (const m of modules) visit(m, []);
  return order;
}

/** A module's needs: the services of the areas it asks, under their names, and nothing else. */
export function needsOf(module: AnyModule, built: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(module.asks.map((asked) => [asked, built.get(asked)]));
}

/**
 * The composition root (decisions 0016, 0052): every area's services, built once at start-up from the
 * platform dependencies and the services of the areas each asks (its `<area>.needs.ts`), then every area's
 * queues and schedules (decisions 0013, 0050) and subscribers (decision 0051). It only binds: no rule of any
 * area lives here.
 */
export function createServices(platform: PlatformDeps, hooks: AppHooks = {}): AppServices {
  const built = new Map<string, unknown>();
  for (const module of buildOrder(MODULES)) built.set(module.name, module.services(platform, needsOf(module, built), hooks));
  for (const module of MODULES as readonly AnyModule[]) {
    for (const { queue, options, handler } of module.jobs?.(built.get(module.name), platform) ?? [])
      platform.jobs.define(queue, options, handler);
    module.subscribers?.(platform.events, built.get(module.name), needsOf(module, built), platform);
  }
  return Object.fromEntries(built) as AppServices;
}
