import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import { PORT } from "../helpers.ts";
import { logInThroughApi } from "./login.ts";

// Decision 0019: the page guard on the real build. Node's resolver knows no *.localhost names; an
// address without a country host is the German site.
let request: APIRequestContext;
test.beforeEach(async () => {
  request = await http.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
});
test.afterEach(() => request.dispose());

test("an anonymous visitor of a guarded page is sent to the login, as a document and as client-side navigation data", async () => {
  const login = "/benutzerkonto/anmeldung?ReturnUrl=%2Fpersoenliche-daten";
  const doc = await request.get("/persoenliche-daten", { maxRedirects: 0 });
  expect(doc.status()).toBe(302);
  expect(doc.headers().location).toBe(login);
  const data = await request.get("/persoenliche-daten.data", { maxRedirects: 0 });
  expect(data.status()).toBe(202);
  expect(await data.text()).toContain(login);
  // A back-office page asks for the login too; one that is not built yet is the 404 page (only existing pages are guarded).
  const support = await request.get("/support/user/list", { maxRedirects: 0 });
  expect(support.status()).toBe(302);
  expect(support.headers().location).toBe("/benutzerkonto/anmeldung?ReturnUrl=%2Fsupport%2Fuser%2Flist");
  const notBuilt = await request.get("/support/gibt-es-nicht", { maxRedirects: 0 });
  expect(notBuilt.status()).toBe(404);
});

test("an anonymous form post to the checkout is sent to the order login before its action runs", async () => {
  const res = await request.post("/heizoel/bestellung/adresse?checkout=abc", {
    form: { intent: "address" },
    headers: { origin: `http://127.0.0.1:${PORT}` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(
    "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung%2Fadresse%3Fcheckout%3Dabc",
  );
});

test("a logged-in customer on a back-office page gets the German 403 page, on one not built yet the 404 page, inside the site's frame", async ({
  page,
}) => {
  await logInThroughApi(page);
  const refused = await page.goto("/support/user/list");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Leider haben Sie keinen Zugang zu dieser Seite." })).toBeVisible();
  const res = await page.goto("/support/gibt-es-nicht");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Die angeforderte Seite existiert nicht..." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Startseite", exact: true })).toBeVisible();
});
