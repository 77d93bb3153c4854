import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";

test("inside the native app the layout drops header, footer and cookie banner (§2, §6)", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (Linux; Android 14) MarktplatzApp/3.2" });
  const page = await context.newPage();
  await gotoHydrated(page, `${origin("de")}/`);
  await expect(page.locator(".layout--app")).toHaveCount(1);
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Ihre Privatsphäre" })).toHaveCount(0);
  await expect(page.getByLabel("PLZ")).toBeVisible();
  await context.close();
});

test("uncaught browser errors are reported after the next navigation (§7)", async ({ page }) => {
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Testfehler aus dem Browser");
    }, 0);
  });
  const reported = page.waitForRequest((r) => r.url().endsWith("/api/error-trace/js-error") && r.method() === "POST");
  await page.getByRole("link", { name: "Bayern", exact: true }).click();
  const request = await reported;
  const body = request.postDataJSON() as { href: string; userAgent: string; errors: { message: string }[] };
  expect(body.errors.map((e) => e.message).join()).toContain("Testfehler aus dem Browser");
  expect(body.userAgent).toContain("Mozilla");
  expect((await request.response())?.status()).toBe(201);
});
