import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { DEMO_CUSTOMER } from "../account/login.ts";
import { DEMO_MEX } from "../mex/mex-helpers.ts";

// A user trial: on the Austrian site the demo customer's order list showed her German orders while the
// dashboard said "Noch kein Kauf". Each site shows its own orders in the list, on the start page and on
// the dashboard, and links the same view on the sites that hold her others (decision 0045).

/** Logs in on one country's site (sessions are per site): the login call from a page of that site. */
async function logInOn(page: Page, code: "de" | "at" | "ch", account = DEMO_CUSTOMER) {
  await gotoHydrated(page, `${origin(code)}/info-center`);
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { UserName: account.email, Password: account.password },
  );
  expect(status).toBe(200);
}

test("the Austrian site: no order and no purchase there, and both lead to her German ones", async ({ page }, testInfo) => {
  await logInOn(page, "at");
  await gotoHydrated(page, `${origin("at")}/kunde/bestellungen`);
  await acceptNecessaryCookies(page);
  await expect(page.getByText("Auf der Seite für Österreich haben Sie noch nichts bestellt.")).toBeVisible();
  await expect(page.getByTestId("customer-order")).toHaveCount(0);
  const sites = page.getByTestId("other-sites").getByRole("link");
  await expect(sites).toHaveText([
    "Ihre 11 Bestellungen auf der Seite für Deutschland ansehen →",
    "Ihre Bestellung auf der Seite für die Schweiz ansehen →",
  ]);
  await expect(sites.first()).toHaveAttribute("href", `${origin("de")}/kunde/bestellungen`);
  await page.screenshot({ path: testInfo.outputPath("at-orders.png"), fullPage: true });

  // The dashboard agrees: no purchase here, the German site's eight (the called-off three are not purchases).
  await gotoHydrated(page, `${origin("at")}/kunde/dashboard`);
  await expect(page.getByRole("link", { name: /^Kaufpreis/ })).toContainText("Noch kein Kauf");
  await expect(page.getByTestId("other-sites").getByRole("link")).toHaveText([
    "Ihre 8 Käufe auf der Seite für Deutschland ansehen →",
    "Ihren Kauf auf der Seite für die Schweiz ansehen →",
  ]);
  await page.screenshot({ path: testInfo.outputPath("at-dashboard.png"), fullPage: true });
  await gotoHydrated(page, `${origin("at")}/kunde/startseite`);
  await expect(page.getByRole("heading", { name: "Noch keine Bestellung auf der Seite für Österreich" })).toBeVisible();

  // The German site has its own session: its login leads back to the same view.
  await page
    .getByTestId("other-sites")
    .getByRole("link", { name: /Deutschland/ })
    .click();
  await expect(page).toHaveURL(`${origin("de")}/benutzerkonto/anmeldung?ReturnUrl=%2Fkunde%2Fstartseite`);
  await page.waitForSelector("html[data-hydrated]");
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Kennwort").fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(`${origin("de")}/kunde/startseite`);
  await expect(page.getByRole("heading", { name: "Ihre letzte Bestellung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle 11 Bestellungen ansehen" })).toBeVisible();
});

test("the German and the Swiss site: the list, the dashboard's purchases and the counts are the same orders", async ({ page }) => {
  await logInOn(page, "de");
  await gotoHydrated(page, "/kunde/bestellungen");
  await acceptNecessaryCookies(page);
  await expect(page.getByText(/^11 Bestellungen auf der Seite für Deutschland, die neueste zuerst\.$/)).toBeVisible();
  await expect(page.getByTestId("other-sites").getByRole("link")).toHaveText(["Ihre Bestellung auf der Seite für die Schweiz ansehen →"]);
  await gotoHydrated(page, "/kunde/dashboard/kaufpreis");
  await expect(page.getByTestId("purchase-table").locator("tbody tr")).toHaveCount(8);

  await logInOn(page, "ch");
  await gotoHydrated(page, `${origin("ch")}/kunde/bestellungen`);
  await expect(page.getByText(/^Eine Bestellung auf der Seite für die Schweiz, die neueste zuerst\.$/)).toBeVisible();
  await expect(page.getByTestId("customer-order")).toHaveCount(1);
  await expect(page.getByTestId("customer-order")).toContainText("CHF");
  await expect(page.getByTestId("other-sites").getByRole("link")).toHaveText([
    "Ihre 11 Bestellungen auf der Seite für Deutschland ansehen →",
  ]);
  await gotoHydrated(page, `${origin("ch")}/kunde/dashboard/kaufpreis`);
  await expect(page.getByTestId("purchase-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("purchase-table")).toContainText("CHF");
});

test("the mex customer's consumption comes from his tank sensors' year of readings", async ({ page }, testInfo) => {
  await logInOn(page, "de", DEMO_MEX);
  await gotoHydrated(page, "/kunde/dashboard");
  await acceptNecessaryCookies(page);
  const tile = page.getByRole("main").getByRole("link", { name: /^Verbrauch/ });
  await expect(tile).toContainText(/\d+(,\d)? Liter am Tag/);
  await expect(tile).toContainText("Gemessen von Ihren Tanksensoren");
  await expect(tile).not.toContainText("Noch keine Schätzung");
  await tile.click();
  await expect(page.getByRole("heading", { level: 1, name: "Verbrauch" })).toBeVisible();
  await expect(page.getByTestId("consumption-source")).toContainText(
    /^Gemessen von Ihren 2 Tanksensoren vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}: im Mittel \d+(,\d)? Liter am Tag\.$/,
  );
  // A year of readings: two heating seasons, neither whole; the main tank's detail below.
  await expect(page.getByTestId("consumption-seasons").locator("tbody tr")).toHaveCount(2);
  await expect(page.getByTestId("consumption-seasons")).toContainText("(Teilzeitraum)");
  await expect(page.getByTestId("measured-consumption")).toContainText("Gemessen von Ihrem Tanksensor „Keller“");
  await page.screenshot({ path: testInfo.outputPath("mex-verbrauch.png"), fullPage: true });
});
