import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, fillAddress, gotoHydrated, origin } from "../helpers.ts";
import { consentCookie, demoCustomerOrders, demoCustomerOrdersIn, LOOPBACK } from "./order-life.ts";

// The order's status page after the last click (decision 0025): withdraw, refusal with the terms, consent.

test.describe("order status page", () => {
  test("a guest orders in Germany and withdraws the order on its status page, after a confirmation step", async ({ page }, testInfo) => {
    // A whole checkout first: slower than the other journeys on a busy machine.
    test.setTimeout(60_000);
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,2,11,9");
    await acceptNecessaryCookies(page);
    await page.getByRole("link", { name: "Bestellen" }).first().click();
    await page.waitForURL(/bestellparameter-bestaetigen/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("link", { name: "Weiter zur Bestellung" }).click();
    await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
    // The tab changes the URL and the form with it: fill in after that.
    await expect(page).toHaveURL(/guest=true/);
    await page.getByLabel("E-Mail-Adresse").fill(`widerruf-${Date.now()}@example.org`);
    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Mustermann");
    await page.getByRole("button", { name: "Als Gast weiter" }).click();
    await page.waitForURL(/\/bestellung\/adresse\?/);
    await page.waitForSelector("html[data-hydrated]");
    await fillAddress(page, "DeliveryAddress", { street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/\/bestellung\/bezahlung\?/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/\/bestellung\/bestellung-abschliessen\?/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await page.waitForURL(/\/heizoel\/bestellung-erfolgreich\/\d+$/);
    await page.waitForSelector("html[data-hydrated]");

    await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Neu");
    await expect(page.getByTestId("withdrawal-note")).toContainText("gesetzliches Widerrufsrecht von 14 Tagen");
    await expect(page.getByTestId("order-history")).toContainText("Bestellung eingegangen (Sie)");

    await page.getByRole("button", { name: "Bestellung widerrufen" }).click();
    await expect(page).toHaveURL(/\?widerruf=bestaetigen/);
    const confirm = page.getByTestId("withdraw-confirm");
    await expect(confirm).toContainText("wirklich widerrufen");
    await page.screenshot({ path: testInfo.outputPath("withdraw-confirm.png"), fullPage: true });
    // "Nein" keeps the order and leads back.
    await confirm.getByRole("link", { name: "Nein, Bestellung behalten" }).click();
    await expect(page.getByTestId("withdraw-confirm")).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toHaveText("Neu");

    await page.getByRole("button", { name: "Bestellung widerrufen" }).click();
    await page.getByRole("button", { name: "Ja, Bestellung widerrufen" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Widerrufen");
    await expect(page.getByTestId("withdrawn")).toContainText("Ihr Widerruf ist am");
    await expect(page.getByTestId("order-ended")).toHaveText("Widerrufen");
    await expect(page.getByTestId("order-history")).toContainText("Widerrufen (Sie)");
    await expect(page.getByRole("button", { name: "Bestellung widerrufen" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("withdrawn.png"), fullPage: true });
  });

  test("a confirmed Swiss order: the withdrawal is answered with the contractual terms", async ({ page, context }, testInfo) => {
    const ch = origin("ch");
    await consentCookie(context, ch);
    const orders = await demoCustomerOrdersIn(page, ch);
    const swiss = orders.find((o) => o.CountryId === 3 && o.Status === "confirmed");
    expect(swiss, JSON.stringify(orders)).toBeDefined();
    await page.goto(`${ch}${swiss!.Path}`);
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("heading", { name: "Stornierung" })).toBeVisible();
    const refusal = page.getByTestId("withdrawal-refusal");
    await expect(refusal).toContainText("In der Schweiz gibt es für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht");
    await expect(refusal).toContainText("nur noch im Einvernehmen mit dem Händler möglich");
    await expect(refusal).toContainText("+41 44 5860 100");
    await expect(page.getByRole("button", { name: /stornieren|widerrufen/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("swiss-refusal.png"), fullPage: true });

    // A form sent anyway (an old tab, a replayed post) gets the same terms, and nothing changes.
    const answer = await page.evaluate(async (path) => {
      const res = await fetch(path, { method: "POST", body: new URLSearchParams({ intent: "withdraw" }), credentials: "include" });
      return { status: res.status, text: await res.text() };
    }, swiss!.Path);
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("Eine Stornierung ist jetzt nur noch im Einvernehmen mit dem Händler möglich");
    await page.reload();
    await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  });

  test("the customer accepts a delivered amount beyond the tolerance, sees the final amount and opens the rating", async ({
    page,
    context,
  }, testInfo) => {
    await consentCookie(context, LOOPBACK);
    const orders = await demoCustomerOrders(context.request);
    const waiting = orders.find((o) => o.Status === "awaiting_consent")!;
    await gotoHydrated(page, `${LOOPBACK}${waiting.Path}`);
    await expect(page.getByTestId("order-status")).toHaveText("Wartet auf Zustimmung");
    const consent = page.getByTestId("consent");
    await expect(consent).toContainText("2.600 Liter (bei 15 °C)");
    await expect(consent).toContainText("bestellt hatten Sie 3.000 Liter");
    const total = (await page.getByTestId("final-total").textContent())!;
    await page.screenshot({ path: testInfo.outputPath("consent.png"), fullPage: true });
    await page.getByRole("button", { name: "Liefermenge akzeptieren" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Geliefert");
    await expect(page.getByTestId("delivered-amount")).toHaveText("2.600 Liter (bei 15 °C)");
    await expect(page.getByTestId("final-total")).toHaveText(total);
    await expect(page.getByTestId("order-history")).toContainText("Abweichende Liefermenge akzeptiert (Sie)");
    await page.getByRole("button", { name: /bewerten$/ }).click();
    await page.waitForURL(new RegExp(`/bewerten-sie-uns/[A-Za-z0-9_-]+/${waiting.OrderId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Wie zufrieden waren Sie mit");
  });
});

test.describe("order status page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the demo customer withdraws her new order with the confirmation step", async ({ page, context }) => {
    await consentCookie(context, LOOPBACK);
    const orders = await demoCustomerOrders(context.request);
    const fresh = orders.find((o) => o.Status === "placed" && o.CountryId === 1)!;
    await page.goto(`${LOOPBACK}${fresh.Path}`);
    await expect(page.getByTestId("order-status")).toHaveText("Neu");
    await page.getByRole("button", { name: "Bestellung widerrufen" }).click();
    await expect(page).toHaveURL(/\?widerruf=bestaetigen/);
    await page.getByRole("button", { name: "Ja, Bestellung widerrufen" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Widerrufen");
    await expect(page.getByTestId("order-history")).toContainText("Widerrufen (Sie)");
  });

  test("another customer's order and no login: the access page (decision 0040), which says nothing about the order", async ({
    context,
  }) => {
    // A rated demo order: no other journey changes it, so "nothing changed" below is this test's to see.
    const orders = (await demoCustomerOrders(context.request)).filter((o) => o.Status === "rated");
    expect(orders.length).toBeGreaterThan(0);
    const stranger = await context.browser()!.newContext({ javaScriptEnabled: false });
    const page = await stranger.newPage();
    const anonymous = await page.goto(`${LOOPBACK}${orders[0].Path}`);
    expect(anonymous!.status()).toBe(403);
    await expect(page.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");
    await expect(page.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
      "href",
      `/benutzerkonto/anmeldung?ReturnUrl=${encodeURIComponent(orders[0].Path)}`,
    );
    const guest = await stranger.request.post(`${LOOPBACK}/api/account/gast`, {
      data: { Email: `fremd-${Date.now()}@example.org`, FirstName: "Fritz", LastName: "Fremd" },
    });
    expect(guest.status()).toBe(200);
    const foreign = await page.goto(`${LOOPBACK}${orders[0].Path}`);
    expect(foreign!.status()).toBe(403);
    await expect(page.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");
    await expect(page.getByTestId("order-number")).toHaveCount(0);
    // Her order's actions are refused alike: nothing changes.
    const post = await stranger.request.post(`${LOOPBACK}${orders[0].Path}`, {
      form: { intent: "withdraw" },
      headers: { origin: LOOPBACK },
    });
    expect(post.status()).toBe(403);
    expect(await post.text()).toContain("Bitte öffnen Sie Ihre Bestellung mit dem Link aus einer unserer E-Mails");
    const after = (await (await context.request.get(`${LOOPBACK}/api/order-process/orders`)).json()) as typeof orders;
    expect(after.find((o) => o.OrderId === orders[0].OrderId)!.Status).toBe(orders[0].Status);
    await stranger.close();
  });
});
