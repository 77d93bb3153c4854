import { expect, test } from "@playwright/test";
import { waitForMails } from "../mail-files.ts";
import { noOverflow } from "./order-life.ts";
import { dealerDelivers, freshContext, guestOrderWithMail, orderLinkIn, shot } from "./order-link.ts";

// Decision 0040 at 375 px (project "mobile"): the guest's way back to the order from the mails' links,
// and the access page with "Link per E-Mail anfordern", nothing wider than the screen.

test("a guest on a phone: the confirmation's link, consent through the consent mail's link, a new link by mail", async ({ browser }) => {
  test.setTimeout(90_000);
  const order = await guestOrderWithMail("Handy");
  const phone = await freshContext(browser, { mobile: true });
  const page = await phone.newPage();
  await page.goto(orderLinkIn(order.confirmation, order.OrderId));
  await page.waitForSelector("html[data-hydrated]");
  await expect(page).toHaveURL(new RegExp(`/heizoel/bestellung-erfolgreich/${order.OrderId}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Neu");
  await expect(page.getByTestId("via-link")).toBeVisible();
  await noOverflow(page, 375);
  await shot(page, "status-via-link-375");

  await dealerDelivers(order.OrderId, 2600);
  const [consentMail] = await waitForMails(order.email, { subject: /^Bitte stimmen Sie der Liefermenge zu/ });
  const second = await freshContext(browser, { mobile: true });
  const consentPage = await second.newPage();
  await consentPage.goto(orderLinkIn(consentMail, order.OrderId));
  await consentPage.waitForSelector("html[data-hydrated]");
  await expect(consentPage.getByTestId("order-status")).toHaveText("Wartet auf Zustimmung");
  await noOverflow(consentPage, 375);
  await shot(consentPage, "consent-via-link-375");
  await consentPage.getByRole("button", { name: "Liefermenge akzeptieren" }).tap();
  await expect(consentPage.getByTestId("order-status")).toHaveText("Geliefert");
  await noOverflow(consentPage, 375);
  await second.close();

  // A third phone without a link: the access page, an invalid link, the request.
  const third = await freshContext(browser, { mobile: true });
  const access = await third.newPage();
  await access.goto(`/heizoel/bestellung-erfolgreich/${order.OrderId}`);
  await access.waitForSelector("html[data-hydrated]");
  await expect(access.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");
  await noOverflow(access, 375);
  await shot(access, "access-375");
  await access.goto(`/heizoel/bestellung-erfolgreich/${order.OrderId}?zugang=${order.OrderId}.abc.${"x".repeat(43)}`);
  await expect(access.getByTestId("access-title")).toHaveText("Dieser Link ist ungültig");
  await access.waitForSelector("html[data-hydrated]");
  await noOverflow(access, 375);
  await shot(access, "access-invalid-link-375");
  const form = access.getByRole("form", { name: "Link per E-Mail anfordern" });
  await form.getByLabel("Bestellnummer").fill(order.OrderNumber);
  await form.getByLabel("E-Mail-Adresse").fill(order.email);
  await form.getByRole("button", { name: "Link per E-Mail anfordern" }).tap();
  await expect(access.getByTestId("link-requested")).toContainText("Wenn Bestellnummer und E-Mail-Adresse zu einer Bestellung passen");
  await expect(access.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");
  await noOverflow(access, 375);
  await shot(access, "access-link-requested-375");
  const [requested] = await waitForMails(order.email, { subject: new RegExp(`^Ihr Link zur Bestellung ${order.OrderNumber}$`) });
  await access.goto(orderLinkIn(requested, order.OrderId));
  await expect(access.getByTestId("order-status")).toHaveText("Geliefert");
  await noOverflow(access, 375);
  await shot(access, "delivered-via-link-375");
  await third.close();
  await phone.close();
});
