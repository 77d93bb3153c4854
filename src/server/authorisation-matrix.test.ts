import type { FastifyInstance, RouteOptions } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { apiAreaOf, verdict } from "../domain/access/access-areas.ts";
import { userFromClaims, type TokenClaims } from "../domain/account/auth.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { clientAddress, createCustomer, logIn } from "./modules/account/account.test-helpers.ts";
import { GUARD_REFUSAL } from "./plugins/area-guard.ts";
import { dealersOfPersonas, PERSONAS, personaUserRow, type Persona } from "../../tests/setup/personas.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";

/**
 * Decision 0019: every registered route, looked up in the area table, called as every persona (anonymous,
 * guest, customer, mex customer, dealer admin and staff, a DEALER without dealer, ad manager, support,
 * admin) with that persona's real session.
 * The guard must answer 401 to the anonymous and 403 to the logged-in without the area's role, and must
 * let the others through (their call may still fail on its missing body or data: 400/404 are fine).
 * Calls carry no body, so a 401 here also proves the guard runs before body validation.
 */
describe.each(testDatabases())("authorisation matrix of the API on $name (decision 0019)", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  const sessions = new Map<string, { token: string | null; user: ReturnType<typeof userFromClaims> | null }>();

  async function sessionOf(persona: Persona) {
    if (!persona.user) return { token: null, user: null };
    let token: string;
    if (persona.user.isGuest) {
      const res = await app.inject({
        method: "POST",
        url: "/api/account/gast",
        headers: { "x-forwarded-for": clientAddress() },
        payload: { Email: `gast-${Date.now()}@example.com`, FirstName: "Gabi", LastName: "Gast" },
      });
      expect(res.statusCode, res.body).toBe(200);
      token = res.json().token;
    } else {
      const row = await createCustomer(database.db, personaUserRow(persona, await dealersOfPersonas(database.db)));
      token = (await logIn(app, row.email)).token;
    }
    return { token, user: userFromClaims(decodeJwt(token) as unknown as TokenClaims) };
  }

  beforeAll(async () => {
    database = await kind.open();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "1000000" });
    app = await buildApp({ config, database, onRoute: (r) => routes.push(r) });
    await app.ready();
    for (const persona of PERSONAS) sessions.set(persona.name, await sessionOf(persona));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("every registered route is in the area table", () => {
    const missing = routes.filter((r) => !apiAreaOf(r.url)).map((r) => `${String(r.method)} ${r.url}`);
    expect(missing, `add these routes' prefixes to their area's row in src/domain/<area>/<area>.access.ts (decision 0019)`).toEqual([]);
  });

  it("the personas have the roles the matrix is about", () => {
    const roles = (name: string) => sessions.get(name)!.user?.roles;
    expect(roles("guest")).toEqual([]);
    expect(roles("customer")).toEqual(["CUSTOMER"]);
    expect(roles("mex customer")).toEqual(["MEX_CUSTOMER", "CUSTOMER"]);
    expect(roles("admin")).toContain("ADMIN");
  });

  it("each guarded route answers each persona as its area says", async () => {
    const guarded = routes.flatMap((route) => {
      const area = apiAreaOf(route.url);
      if (!area || area.access.kind === "public") return [];
      return [route.method].flat().map((method) => ({ method: String(method), url: route.url, area }));
    });
    // The order and account areas exist today; an empty list would mean the table lost them.
    expect(guarded.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    // A HEAD answer has no body, so a guard's 403 and a use case's 403 (e.g. "keinem Händler zugeordnet")
    // look alike: HEAD must answer as its GET did.
    const getStatus = new Map<string, number>();
    for (const { method, url, area } of guarded) {
      const path = url.replace(/:[A-Za-z]+/g, "1").replace("*", "x");
      for (const persona of PERSONAS) {
        const { token, user } = sessions.get(persona.name)!;
        const res = await app.inject({
          method: method as "GET",
          url: path,
          headers: { "x-forwarded-for": clientAddress(), ...(token && { authorization: `Bearer ${token}` }) },
        });
        const expected = verdict(area, user);
        const body = res.body ? (JSON.parse(res.body) as { code?: string; message?: string }) : {};
        // A HEAD answer has no body: its status alone tells.
        const head = method === "HEAD";
        const refusedBy =
          res.statusCode === 401 && (head || body.code === "UNAUTHORIZED")
            ? "anonymous"
            : res.statusCode === 403 && (head || body.code === "FORBIDDEN")
              ? "forbidden"
              : null;
        if (method === "GET") getStatus.set(`${url} ${persona.name}`, res.statusCode);
        const asGet = head ? getStatus.get(`${url} ${persona.name}`) : undefined;
        const ok =
          asGet !== undefined
            ? res.statusCode === asGet
            : expected === "allowed"
              ? refusedBy === null && res.statusCode < 500
              : refusedBy === expected && (head || body.message === GUARD_REFUSAL[expected].message);
        if (!ok)
          wrong.push(
            `${method} ${url} as ${persona.name} (area ${area.id}): expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  // The community's area is public (reading is everybody's); its use cases ask for the login and ownership
  // (decision 0069): every persona reads, the anonymous may not write, and nobody changes another's post.
  it("the community: everybody reads; writing refuses the anonymous; nobody edits or deletes another's post", async () => {
    const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string | null, payload?: object) =>
      app.inject({
        method,
        url,
        payload,
        headers: { "x-forwarded-for": clientAddress(), ...(token && { authorization: `Bearer ${token}` }) },
      });
    const author = sessions.get("customer")!.token!;
    expect((await call("POST", "/api/community/guidelines/accept", author, { Version: 1 })).statusCode).toBe(200);
    const created = await call("POST", "/api/community/posts", author, {
      Category: "allgemein",
      Title: "Matrix-Thema",
      Text: "Nur für die Matrix.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().Id as number;
    const wrong: string[] = [];
    for (const persona of PERSONAS) {
      const { token } = sessions.get(persona.name)!;
      for (const url of ["/api/community/posts", `/api/community/posts/${id}`, "/api/community/guidelines"]) {
        const res = await call("GET", url, token);
        if (res.statusCode !== 200) wrong.push(`GET ${url} as ${persona.name}: ${res.statusCode}`);
      }
      if (persona.name === "customer") continue;
      const expected = token ? 403 : 401;
      for (const [method, payload] of [
        ["PUT", { Text: "Übernommen" }],
        ["DELETE", undefined],
      ] as const) {
        const res = await call(method, `/api/community/posts/${id}`, token, payload);
        if (res.statusCode !== expected)
          wrong.push(`${method} as ${persona.name}: expected ${expected}, got ${res.statusCode} ${res.body}`);
      }
      const post = await call("POST", "/api/community/posts", null, { Category: "allgemein", Title: "Anonym", Text: "Ohne Anmeldung" });
      if (post.statusCode !== 401) wrong.push(`POST as anonymous: ${post.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect((await call("GET", `/api/community/posts/${id}`, null)).json()).toMatchObject({
      Text: "Nur für die Matrix.",
      Status: "visible",
    });
  });
});
