import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AREAS, verdict } from "../../domain/access/access-areas.ts";
import { userFromClaims, type LoggedInUser } from "../../domain/account/auth.ts";
import { PERSONA_CLAIMS } from "../../../tests/setup/personas.ts";
import { GUARD_REFUSAL, areaGuardPlugin } from "./area-guard.ts";
import { errorsPlugin } from "./errors.ts";

/**
 * The guard of every area of the table, including those whose routes the next issues build (customer,
 * mex, dealer portal, back office): a probe route under each area's first API prefix, called as each
 * kind of user. The authorisation matrix (src/server/authorisation-matrix.test.ts) does the same for the
 * app's real routes and sessions.
 */
const CALLERS = PERSONA_CLAIMS;

async function probeApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.decorateRequest("user", null);
  // Stands in for the auth plugin: the caller's claims in a header.
  app.addHook("onRequest", async (req) => {
    const claims = req.headers["x-test-claims"];
    req.user =
      typeof claims === "string"
        ? ({ ...userFromClaims(JSON.parse(claims)), exp: 0, sid: "00000000-0000-4000-8000-000000000001" } as LoggedInUser & {
            exp: number;
            sid: string;
          })
        : null;
  });
  await app.register(async (api) => {
    await api.register(areaGuardPlugin);
    register(api);
  });
  await app.ready();
  return app;
}

/** Areas with an API of their own (the order status page's area has pages only, decision 0040). */
const API_AREAS = AREAS.filter((area) => area.api.some((p) => p.startsWith("/api/") && !p.includes("*")));

describe("area guard (decision 0019)", () => {
  it("knows the areas whose API it guards", () => {
    expect(API_AREAS.length).toBeGreaterThan(10);
  });

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeApp((api) => {
      for (const area of API_AREAS) {
        const prefix = area.api.find((p) => p.startsWith("/api/") && !p.includes("*"))!;
        api.post(`${prefix}/probe`, { schema: { body: z.object({ Name: z.string() }) } }, async () => ({ area: area.id }));
      }
    });
  });
  afterAll(() => app.close());

  const cases = API_AREAS.flatMap((area) => Object.keys(CALLERS).map((caller) => ({ area, caller })));
  it.each(cases.map((c) => [c.area.id, c.caller, c] as const))("%s as %s", async (_a, _c, { area, caller }) => {
    const claims = CALLERS[caller];
    const prefix = area.api.find((p) => p.startsWith("/api/") && !p.includes("*"))!;
    const res = await app.inject({
      method: "POST",
      url: `${prefix}/probe`,
      headers: claims ? { "x-test-claims": JSON.stringify(claims) } : {},
      // No body: a guarded area refuses before validation looks at it.
    });
    const expected = verdict(area, claims && userFromClaims(claims));
    if (expected === "allowed") expect(res.statusCode, res.body).toBe(400);
    else {
      const { code, message, statusCode } = GUARD_REFUSAL[expected];
      expect(res.statusCode).toBe(statusCode);
      expect(res.json()).toEqual({ code, message });
    }
  });

  it("spec §6: admin passes every area, anonymous none but the public one", () => {
    const admin = userFromClaims(CALLERS.admin!);
    for (const area of AREAS) {
      expect(verdict(area, admin)).toBe("allowed");
      expect(verdict(area, null)).toBe(area.access.kind === "public" ? "allowed" : "anonymous");
    }
  });

  it("a route that fits no area stops start-up and says where to add it", async () => {
    await expect(probeApp((api) => api.get("/api/neuer-bereich/liste", async () => []))).rejects.toThrow(
      /GET \/api\/neuer-bereich\/liste belongs to no area: add its prefix .* src\/domain\/access\/access-areas\.ts/,
    );
  });

  it("the HEAD route Fastify derives from a GET route is guarded too", async () => {
    const head = await probeApp((api) => api.get("/api/customer/probe", async () => ({ ok: true })));
    expect((await head.inject({ method: "HEAD", url: "/api/customer/probe" })).statusCode).toBe(401);
    await head.close();
  });
});
