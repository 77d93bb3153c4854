import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import { PORT } from "../helpers.ts";
import { DEMO_CUSTOMER } from "./login.ts";

// Node's resolver knows no *.localhost names; an address without a country host is the German site.
let request: APIRequestContext;
test.beforeEach(async () => {
  request = await http.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
});
test.afterEach(() => request.dispose());

// The probe's open redirect (decision 0011): every query value below must end on this site's home page.
// Written as they arrive in the query string, so encoded variants are decoded once by the server.
const HOSTILE = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "//evil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "%5C%5Cevil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%2F/evil.example",
  "https://evil.example",
  "https%3A%2F%2Fevil.example%2F",
  "javascript:alert(1)",
];

const weiterHref = (html: string) => html.match(/<a[^>]*href="([^"]*)"[^>]*>Weiter<\/a>/)?.[1];

test("the 'Weiter' link on /anfrage-bestaetigen never leaves the site", async () => {
  for (const value of HOSTILE) {
    const res = await request.get(`/anfrage-bestaetigen?anfrage=registrierung&ReturnUrl=${value}`);
    expect(res.status(), value).toBe(200);
    expect(weiterHref(await res.text()), value).toBe("/");
  }
  const fine = await request.get("/anfrage-bestaetigen?anfrage=kennwort&ReturnUrl=%2Fheizoelpreise%3Fzeitraum%3D1");
  expect(weiterHref(await fine.text())).toBe("/heizoelpreise?zeitraum=1");
});

test("a logged-in customer on the login page is redirected to a path of this site only", async () => {
  const login = await request.post("/api/account/jwt/anmelden", {
    data: { UserName: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
  });
  expect(login.status()).toBe(200);
  for (const param of ["ReturnUrl", "RedirectUrl"]) {
    for (const value of HOSTILE) {
      for (const path of ["/benutzerkonto/anmeldung", "/benutzerkonto/bestellanmeldung/heizoel"]) {
        const res = await request.get(`${path}?${param}=${value}`, { maxRedirects: 0 });
        expect(res.status(), `${path} ${param}=${value}`).toBe(302);
        expect(res.headers().location, `${path} ${param}=${value}`).toBe("/");
      }
    }
  }
  const fine = await request.get("/benutzerkonto/anmeldung?ReturnUrl=%2Fheizoelpreise%2Fbayern", { maxRedirects: 0 });
  expect(fine.headers().location).toBe("/heizoelpreise/bayern");
});
