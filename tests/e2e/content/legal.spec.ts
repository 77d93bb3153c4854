import { expect, test } from "@playwright/test";
import { origin } from "../helpers.ts";

// Decision 0015: Impressum, Datenschutz and the consent choice from every country's footer.
for (const [code, basis, authority] of [
  ["de", "§ 5 Digitale-Dienste-Gesetz", "Bayerisches Landesamt für Datenschutzaufsicht"],
  ["at", "§ 5 E-Commerce-Gesetz", "Österreichische Datenschutzbehörde"],
  ["ch", "Art. 3 Abs. 1 lit. s", "EDÖB"],
] as const) {
  test(`${code}: the footer links Impressum and Datenschutz with the country's own content`, async ({ page }) => {
    await page.goto(`${origin(code)}/heizoelpreise`);
    const footer = page.locator("footer");
    await footer.getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL(`${origin(code)}/impressum`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
    await expect(page.getByText(basis)).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Datenschutz" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
    await expect(page.getByText(authority)).toBeVisible();
    await expect(page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" })).toHaveAttribute(
      "href",
      "/cookie-einstellungen",
    );
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the consent choice can be changed at any time from the footer", async ({ page, context }) => {
    await page.goto(`${origin("de")}/heizoelpreise`);
    await expect(page.locator(".consent")).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByTestId("current-consent")).toHaveText("Sie haben noch keine Auswahl getroffen.");
    await page.locator("main").getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.getByRole("status")).toHaveText("Ihre Auswahl wurde gespeichert.");
    await expect(page.getByTestId("current-consent")).toHaveText("Sie haben notwendigen und Statistik-Cookies zugestimmt.");
    expect((await context.cookies()).find((c) => c.name === "cookie-consent")?.value).toBe("all");
    // The banner stays closed; the choice can be changed again.
    await page.goto(`${origin("de")}/heizoelpreise`);
    await expect(page.locator(".consent")).toHaveCount(0);
    await page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await page.locator("main").getByRole("button", { name: "Nur notwendige" }).click();
    await expect(page.getByTestId("current-consent")).toHaveText("Sie haben nur notwendige Cookies zugelassen.");
    expect((await context.cookies()).find((c) => c.name === "cookie-consent")?.value).toBe("necessary");
  });
});

test("the Swiss site's cookie banner is written with ss, the German one with ß", async ({ page }) => {
  await page.goto(`${origin("ch")}/heizoelpreise`);
  await expect(page.locator(".consent")).toContainText("ausserdem Statistik-Cookies");
  await page.goto(`${origin("de")}/heizoelpreise`);
  await expect(page.locator(".consent")).toContainText("außerdem Statistik-Cookies");
});
