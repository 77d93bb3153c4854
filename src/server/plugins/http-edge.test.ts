import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../tests/setup/test-database.ts";

/** One raw HTTP/1.1 exchange: what inject cannot send (an oversized header block, an undecodable path). */
function rawExchange(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", () => {}); // the server destroys the socket after answering
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = text.split("\r\n\r\n");
      const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers: head, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

describe("HTTP edge: framework-level answers in German, without the URL", () => {
  const ctx = withTestApp(testDatabases()[0]);

  it("Permissions-Policy denies the browser features the site does not use, on every answer", async () => {
    for (const url of ["/healthz", "/api/site/1/country-states", "/gibt-es-nicht"]) {
      const policy = String((await ctx.app.inject({ method: "GET", url })).headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy, url).toContain(`${feature}=()`);
    }
  });

  it.each(["/%", "/%E0%A4%A", "/heizoelpreise/%zz", "/benutzerkonto/%C0%AF"])(
    "an undecodable path %s is a German 400 that does not repeat it",
    async (url) => {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.body).toBe("Diese Adresse ist ungültig. Bitte prüfen Sie die Schreibweise.");
    },
  );

  it("an undecodable API path is a German JSON 400", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site/%/news-articles" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Diese Adresse ist ungültig. Bitte prüfen Sie die Schreibweise.", code: "BAD_URL" });
  });

  it.each(["PUT", "PATCH", "DELETE", "QUERY"] as const)("%s on a page URL is a German 405 naming GET, HEAD, POST", async (method) => {
    for (const url of ["/", "/heizoelpreise/bayern", "/benutzerkonto/anmeldung?ReturnUrl=%2Fx"]) {
      const res = await ctx.app.inject({ method, url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=b" });
      expect(res.statusCode, `${url} ${res.body}`).toBe(405);
      expect(res.headers.allow, url).toBe("GET, HEAD, POST");
      expect(res.body, url).toBe("Diese Anfrageart wird hier nicht unterstützt.");
    }
  });

  it("OPTIONS names the methods of a page (no CORS: no Access-Control headers)", async () => {
    const res = await ctx.app.inject({
      method: "OPTIONS",
      url: "/heizoelpreise",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expect(res.body).toBe("");
    expect(Object.keys(res.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
  });

  it("TRACE is refused everywhere, the API included", async () => {
    const page = await ctx.app.inject({ method: "TRACE", url: "/heizoelpreise", headers: { cookie: "auth_token=geheim" } });
    expect(page.statusCode).toBe(405);
    expect(page.body).toBe("Diese Anfrageart wird hier nicht unterstützt.");
    const api = await ctx.app.inject({ method: "TRACE", url: "/api/site/1/country-states" });
    expect(api.statusCode).toBe(405);
    expect(api.json()).toEqual({ message: "Diese Anfrageart wird hier nicht unterstützt.", code: "METHOD_NOT_ALLOWED" });
  });

  describe("over a real socket", () => {
    const port = async () => {
      if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      return (ctx.app.server.address() as AddressInfo).port;
    };

    it("a header block over Node's limit is a German 431 in plain text", async () => {
      const res = await rawExchange(
        await port(),
        `GET /heizoelpreise HTTP/1.1\r\nHost: localhost\r\nCookie: x=${"a".repeat(20_000)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(res.headers).toMatch(/content-type: text\/plain; charset=utf-8/i);
      expect(res.body).toMatch(/^Die Anfrage enthält zu große Kopfzeilen/);
      expect(res.body).not.toContain("heizoelpreise");
    });

    it("a malformed request line is a German 400", async () => {
      const res = await rawExchange(await port(), "GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect(res.status).toBe(400);
      expect(res.body).toBe("Die Anfrage ist ungültig.");
    });

    it("an undecodable path is a German 400 over the wire as well", async () => {
      const res = await rawExchange(await port(), "GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      expect(res.status).toBe(400);
      expect(res.body).toBe("Diese Adresse ist ungültig. Bitte prüfen Sie die Schreibweise.");
      expect(res.headers).toMatch(/x-content-type-options: nosniff/i);
    });
  });
});
