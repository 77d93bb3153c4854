import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { pageFormLimitOf, pageFormLimitPlugin } from "./page-form-limit.ts";

describe("the page forms' limits follow their API routes' (decision 0061)", () => {
  it("counts the posts of the limited forms, React Router's .data posts too", () => {
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=email")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/persoenliche-daten.data?aktion=kennwort")).toMatchObject({ max: 10 });
    expect(pageFormLimitOf("POST", "/account/basedata/partial/anmeldedaten?aktion=email")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/neues-kennwort-setzen/abc")).toMatchObject({ max: 10 });
    expect(pageFormLimitOf("POST", "/benutzerkonto/anmeldung?ReturnUrl=%2F&aktion=kennwort-vergessen")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/benutzerkonto/bestellanmeldung/heizoel.data?aktion=gast")).toMatchObject({ max: 30 });
  });
  it("leaves pages and forms alone whose API route has no limit of its own, and every GET", () => {
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=name")).toBeNull();
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=adresse")).toBeNull();
    expect(pageFormLimitOf("GET", "/persoenliche-daten?aktion=email")).toBeNull();
    expect(pageFormLimitOf("POST", "/kontakt")).toBeNull();
    expect(pageFormLimitOf("POST", "/benutzerkonto/anmeldung?aktion=anmelden")).toBeNull();
  });
});

describe("the page form limit in front of the pages", () => {
  it("refuses the sixth e-mail change from one address in 15 minutes with the German 429, and nothing else", async () => {
    const app = Fastify();
    await app.register(async (pages) => {
      await pageFormLimitPlugin(pages, { store: {} });
      pages.route({ method: ["GET", "POST"], url: "/*", handler: async () => "ok" });
    });
    const post = (url: string, remoteAddress = "10.0.0.1") => app.inject({ method: "POST", url, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await post("/persoenliche-daten?aktion=email")).statusCode).toBe(200);
    const refused = await post("/persoenliche-daten.data?aktion=email");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/^Zu viele Anfragen/) });
    // Another form, another address, a page read: each counts on its own or not at all.
    expect((await post("/persoenliche-daten?aktion=kennwort")).statusCode).toBe(200);
    expect((await post("/persoenliche-daten?aktion=email", "10.0.0.2")).statusCode).toBe(200);
    expect((await post("/persoenliche-daten?aktion=name")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/persoenliche-daten?aktion=email", remoteAddress: "10.0.0.1" })).statusCode).toBe(200);
    await app.close();
  });
});
