import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { gotoHydrated } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";
import { DEMO_DEALER, dealerIdOf, guestOrderFrom } from "../dealer-portal/portal-helpers.ts";
import { consentCookie, LOOPBACK } from "../orders/order-life.ts";
import { DEMO_CUSTOMER } from "../account/login.ts";

/** Demo back-office accounts (README "Demo accounts", decision 0031). */
const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };
const ADMIN = { email: "admin@example.com", password: "Admin-Demo-1" };

test("support finds a customer by order number, acts as her (banner, no ordering) and comes back", async ({ page }) => {
  await logInThroughApi(page, SUPPORT);
  await gotoHydrated(page, "/support/user/list");
  await expect(page.getByRole("heading", { name: "Benutzer", level: 1 })).toBeVisible();
  // The demo customer's newest order, as the sales list shows it.
  const orderNumber = await page.evaluate(() =>
    fetch("/api/admin/verkaufsliste?sort=newest", { credentials: "include" })
      .then((r) => r.json())
      .then(
        (b: { Items: { OrderNumber: string; CustomerName: string }[] }) =>
          b.Items.find((o) => o.CustomerName === "Erika Mustermann")!.OrderNumber,
      ),
  );
  await page.getByRole("searchbox", { name: "Suche" }).fill(orderNumber);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/support\/benutzer\/\d+\/bearbeiten$/);
  await expect(page.getByRole("heading", { name: "Erika Mustermann", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();

  await page.getByRole("button", { name: "Als Erika Mustermann handeln" }).click();
  await expect(page).toHaveURL(/\/kunde\/startseite$/);
  await expect(page.getByRole("status").filter({ hasText: "Sie handeln als Erika Mustermann." })).toBeVisible();
  await page.waitForSelector("html[data-hydrated]");
  // Her pages are open to the desk, buying in her name is not. The page's start (a token for the
  // cookie's session) must not change the CSRF token under a request already made (decision 0035).
  const placeOrder = () =>
    page.evaluate(() =>
      fetch("/api/order-process/order/place", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", RequestVerificationToken: document.cookie.match(/CSRFTOKEN=([^;]+)/)?.[1] ?? "" },
        body: JSON.stringify({
          CheckoutId: "00000000-0000-4000-8000-000000000000",
          IdempotencyKey: "impersonation-test-1",
          ExpectedTotalPrice: 1,
          Comment: "",
        }),
      }).then(async (r) => `${r.status} ${(await r.json()).message}`),
    );
  expect(await placeOrder()).toMatch(/^403 .*Während Sie als Kundin bzw\. Kunde handeln/);

  // Back at the desk, the reloaded page asks for a token of the desk's session. Here its answer is lost
  // after the server has handled it. Before decision 0035 the server had rotated the refresh token
  // (the browser kept the old one: its next use ended every session of the support user) and the page
  // took the lost answer for a refusal and logged her out. Now she stays signed in.
  let lost!: () => void;
  const answerLost = new Promise<void>((resolve) => (lost = resolve));
  await page.route("**/api/account/get/token", async (route) => {
    // Sent from here (Node cannot resolve de.localhost), with the browser's headers and cookies.
    const request = route.request();
    const { pathname, host } = new URL(request.url());
    const handled = await route.fetch({ url: `${LOOPBACK}${pathname}`, headers: { ...(await request.allHeaders()), host } });
    expect(handled.status()).toBe(200);
    await route.abort("connectionreset");
    lost();
  });
  await page.getByRole("button", { name: "Vertretung beenden" }).click();
  await answerLost;
  await page.unroute("**/api/account/get/token");
  await expect(page.getByText("Sie handeln als Erika Mustermann.")).toHaveCount(0);
  const nextToken = page.waitForResponse("**/api/account/get/token", { timeout: 10_000 });
  await gotoHydrated(page, "/support/user/list");
  await expect(page.getByRole("heading", { name: "Benutzer", level: 1 })).toBeVisible();
  expect((await nextToken).status()).toBe(200);
  expect(await page.evaluate(() => fetch("/api/admin/verkaufsliste", { credentials: "include" }).then((r) => r.status))).toBe(200);
});

test("an admin cancels an order with a reason; customer and dealer get mail", async ({ page }) => {
  const dealerId = await dealerIdOf(DEMO_DEALER);
  const email = `storno-${Date.now()}@example.com`;
  const { OrderId, OrderNumber } = await guestOrderFrom(dealerId, { email, lastName: "Storno" });
  await logInThroughApi(page, ADMIN);
  await gotoHydrated(page, `/admin/verkaufsliste?q=${OrderNumber}`);
  await page.getByRole("link", { name: OrderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/verkaufsliste/${OrderId}$`));
  await page.getByLabel("Grund").fill("Kundin hat telefonisch storniert");
  await page.getByRole("button", { name: "Bestellung stornieren" }).click();
  // Without the confirmation nothing happens (the browser asks for the checkbox).
  await expect(page.getByText("Die Bestellung ist storniert.")).toHaveCount(0);
  await page.getByLabel("Ja, diese Bestellung stornieren.").check();
  await page.getByRole("button", { name: "Bestellung stornieren" }).click();
  await expect(page.getByText("Die Bestellung ist storniert.")).toBeVisible();
  await expect(page.getByText("Grund: Kundin hat telefonisch storniert")).toBeVisible();
  const [toCustomer] = await waitForMails(email, { subject: /wurde storniert/ });
  expect(toCustomer.text).toContain(OrderNumber);
  // The demo dealer's orders go to its admin's address (the seed's dealer mail address).
  const [toDealer] = await waitForMails(DEMO_DEALER.email, { subject: new RegExp(`Storniert: Bestellung ${OrderNumber}`) });
  expect(toDealer.text).toContain("Kundin hat telefonisch storniert");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("support acts as a customer, ends it with the banner's button and logs out with the header's", async ({ page, context }) => {
    await consentCookie(context, LOOPBACK);
    const login = await context.request.post(`${LOOPBACK}/api/account/jwt/anmelden`, {
      data: { UserName: SUPPORT.email, Password: SUPPORT.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(`${LOOPBACK}/support/user/list?q=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
    await page.getByRole("link", { name: "Erika Mustermann" }).first().click();
    await expect(page).toHaveURL(/\/support\/benutzer\/\d+\/bearbeiten$/);
    const editPage = page.url();

    await page.getByRole("button", { name: "Als Erika Mustermann handeln" }).click();
    await expect(page).toHaveURL(/\/kunde\/startseite$/);
    await expect(page.getByRole("status").filter({ hasText: "Sie handeln als Erika Mustermann." })).toBeVisible();

    // The form posts /abmelden: the support desk is herself again, back on Erika's page.
    await page.getByRole("button", { name: "Vertretung beenden" }).click();
    await expect(page).toHaveURL(editPage);
    await expect(page.getByRole("heading", { name: "Erika Mustermann", level: 1 })).toBeVisible();
    await expect(page.getByText("Sie handeln als Erika Mustermann.")).toHaveCount(0);

    const token = (await context.cookies(LOOPBACK)).find((c) => c.name === "auth_token")?.value;
    expect(token).toBeTruthy();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung$/);
    // Signed out for real: the back office asks for a login again, the old session renews nothing.
    await page.goto(`${LOOPBACK}/support/user/list`);
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=/);
    expect((await context.request.get(`${LOOPBACK}/api/jwt/adressen`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
      401,
    );
  });

  test("a form of another site cannot log anyone out", async ({ context }) => {
    await consentCookie(context, LOOPBACK);
    const res = await context.request.post(`${LOOPBACK}/abmelden`, { headers: { origin: "https://elsewhere.example" }, maxRedirects: 0 });
    expect(res.status()).toBe(403);
  });
});

test("support opens the admin's account read-only: no e-mail change, reset link, lock or acting as (decision 0036)", async ({ page }) => {
  await logInThroughApi(page, SUPPORT);
  await gotoHydrated(page, "/support/user/list");
  const userId = await page.evaluate(
    (email) =>
      fetch(`/api/support/users?q=${encodeURIComponent(email)}`, { credentials: "include" })
        .then((r) => r.json())
        .then((b: { Items: { Id: number; Email: string }[] }) => b.Items.find((u) => u.Email === email)!.Id),
    ADMIN.email,
  );
  await gotoHydrated(page, `/support/benutzer/${userId}/bearbeiten`);
  await expect(page.getByText("Dieses Konto gehört zum Backoffice.")).toBeVisible();
  // The request-info panel is off until the desk switches it on (decision 0036).
  await expect(page.getByRole("complementary", { name: "Support-Info" })).toHaveCount(0);
  await page.getByRole("button", { name: "Anfrage-Info ein" }).click();
  await expect(page.getByRole("complementary", { name: "Support-Info" })).toBeVisible();
  await page.getByRole("button", { name: "Anfrage-Info aus" }).click();
  await expect(page.getByRole("complementary", { name: "Support-Info" })).toHaveCount(0);
  await expect(page.getByLabel("E-Mail-Adresse")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Änderungen speichern" })).toBeDisabled();
  for (const action of ["Kennwort-Link senden", "Konto sperren …", "Konto entsperren"])
    await expect(page.getByText(action, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /handeln$/ })).toHaveCount(0);
  // The API refuses the same, whatever the page shows.
  const status = await page.evaluate(
    (id) =>
      fetch(`/api/support/users/${id}/password-reset`, {
        method: "POST",
        credentials: "include",
        headers: { RequestVerificationToken: document.cookie.match(/CSRFTOKEN=([^;]+)/)?.[1] ?? "" },
      }).then((r) => r.status),
    userId,
  );
  expect(status).toBe(403);
});
