import { expect, request as http, test } from "@playwright/test";
import { gotoHydrated, PORT } from "../helpers.ts";

test("page URLs answer PUT, PATCH and DELETE with a German 405 instead of React Router's error", async () => {
  const request = await http.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    for (const url of ["/", "/heizoelpreise", "/benutzerkonto/anmeldung"]) {
      const res = await request.fetch(url, { method, form: { a: "b" } });
      expect(res.status(), `${method} ${url}`).toBe(405);
      expect(res.headers().allow, `${method} ${url}`).toBe("GET, HEAD, POST");
      expect(await res.text(), `${method} ${url}`).toBe("Diese Anfrageart wird hier nicht unterstützt.");
    }
  }
  const options = await request.fetch("/heizoelpreise", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, POST");
  await request.dispose();
});

test("the browser accepts the Permissions-Policy: features denied, no console complaints", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
  const res = await gotoHydrated(page, "/");
  expect(res?.headers()["permissions-policy"]).toContain("geolocation=()");
  const allowed = await page.evaluate(() => {
    const policy = (document as unknown as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
    return ["camera", "microphone", "geolocation", "payment", "usb"].map((f) => policy?.allowsFeature(f) ?? "unknown");
  });
  expect(allowed).toEqual([false, false, false, false, false]);
  expect(messages.filter((m) => /permissions.policy|feature/i.test(m))).toEqual([]);
});
