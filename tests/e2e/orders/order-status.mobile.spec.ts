import { expect, test } from "@playwright/test";
import { origin } from "../helpers.ts";
import { consentCookie, demoCustomerOrders, demoCustomerOrdersIn, LOOPBACK, noOverflow } from "./order-life.ts";

// The order status page at 375 px (project "mobile", decision 0025): nothing wider than the screen.

test("the demo customer follows her orders on a 375 px screen and withdraws the confirmed one", async ({ page, context }, testInfo) => {
  await consentCookie(context, LOOPBACK);
  const orders = await demoCustomerOrders(context.request);
  const open = async (status: string) => {
    const order = orders.find((o) => o.Status === status && o.CountryId === 1)!;
    await page.goto(`${LOOPBACK}${order.Path}`);
    await page.waitForSelector("html[data-hydrated]");
    await noOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath(`${status}.png`), fullPage: true });
    return order;
  };

  await open("declined");
  const next = page.getByTestId("next-best");
  await expect(next).toContainText("Das nächstbeste Angebot für Ihre Bestellung");
  await expect(next.getByRole("link", { name: "Angebot ansehen und bestellen" })).toHaveAttribute(
    "href",
    /^\/heizoel\/bestellparameter-bestaetigen\?zipCode=83209&amount=1500&.*dealerId=\d+&branchId=\d+$/,
  );

  // The rated order (no other journey changes it): delivered amount, final amount, all five steps.
  await open("rated");
  await expect(page.getByTestId("delivered-amount")).toHaveText("2.480 Liter (bei 15 °C)");
  await expect(page.getByTestId("final-price")).toContainText("Endbetrag inkl. MwSt.");
  await expect(page.getByText("Schritt 5 von 5:")).toBeVisible();
  await expect(page.getByText("Vielen Dank für Ihre Bewertung!")).toBeVisible();

  await open("confirmed");
  await expect(page.getByTestId("delivery-window")).toHaveText(/^zwischen dem \d\d\.\d\d\.\d{4} und dem \d\d\.\d\d\.\d{4}$/);
  await page.getByRole("button", { name: "Bestellung widerrufen" }).tap();
  await expect(page.getByTestId("withdraw-confirm")).toBeVisible();
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("confirm-withdrawal.png"), fullPage: true });
  await page.getByRole("button", { name: "Ja, Bestellung widerrufen" }).tap();
  await expect(page.getByTestId("order-status")).toHaveText("Widerrufen");
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("withdrawn.png"), fullPage: true });
});

test("a confirmed Swiss order at 375 px: the contractual terms instead of a withdrawal button", async ({ page, context }, testInfo) => {
  const ch = origin("ch");
  await consentCookie(context, ch);
  const swiss = (await demoCustomerOrdersIn(page, ch)).find((o) => o.CountryId === 3 && o.Status === "confirmed")!;
  await page.goto(`${ch}${swiss.Path}`);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("withdrawal-refusal")).toContainText("es gelten die vertraglichen Bedingungen");
  await expect(page.getByRole("button", { name: /stornieren|widerrufen/ })).toHaveCount(0);
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("swiss.png"), fullPage: true });
});
