import { expect, test } from "@playwright/test";
import { waitForMails } from "../mail-files.ts";
import { LOOPBACK } from "./order-life.ts";
import { dealerDelivers, freshContext, guestOrderWithMail, orderLinkIn, shot } from "./order-link.ts";

// Decision 0040, end to end: a guest gets back to the order from another browser with the link of its
// mails, consents to a short delivery through the "Bitte stimmen Sie der Liefermenge zu" mail, and asks
// for a new link where none is at hand.
test.use({ locale: "de-DE" });

test("a guest opens the confirmation's link in another browser, then consents to a short delivery through the consent mail's link", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const order = await guestOrderWithMail("Linkmann");
  const link = orderLinkIn(order.confirmation, order.OrderId);
  const clean = `/heizoel/bestellung-erfolgreich/${order.OrderId}`;

  // The link's first answer: the token moves into an httpOnly cookie of the status pages, the browser goes on to the clean URL.
  const other = await freshContext(browser);
  const first = await other.request.get(`${LOOPBACK}${link}`, { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe(clean);
  expect(first.headers()["referrer-policy"]).toBe("no-referrer");
  expect(first.headers()["set-cookie"]).toMatch(
    new RegExp(`^bestellzugang-${order.OrderId}=[^;]+; Max-Age=\\d+; Path=/heizoel/bestellung-erfolgreich; HttpOnly; SameSite=Lax`),
  );
  await other.close();

  const browserB = await freshContext(browser);
  const page = await browserB.newPage();
  const opened = await page.goto(link);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page).toHaveURL(new RegExp(`${clean}$`));
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("order-number")).toHaveText(order.OrderNumber);
  await expect(page.getByTestId("order-status")).toHaveText("Neu");
  await expect(page.getByTestId("via-link")).toContainText("über den Link aus unserer E-Mail, ohne Anmeldung");
  // Nothing of an account: no documents, no reorder, no customer area.
  await expect(page.getByTestId("order-document-link")).toHaveCount(0);
  const cookie = (await browserB.cookies()).find((c) => c.name === `bestellzugang-${order.OrderId}`);
  expect(cookie).toMatchObject({ httpOnly: true, path: "/heizoel/bestellung-erfolgreich", sameSite: "Lax" });
  await shot(page, "status-via-link-desktop");
  // The link opens this order only: the customer area still wants a login.
  await page.goto("/kunde/bestellungen");
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fkunde%2Fbestellungen$/);
  await browserB.close();

  // The dealer delivers 2,600 of 3,000 l: beyond the tolerance, the guest is asked by mail.
  await dealerDelivers(order.OrderId, 2600);
  const [consentMail] = await waitForMails(order.email, { subject: /^Bitte stimmen Sie der Liefermenge zu/ });
  expect(consentMail.text).toContain("ohne Anmeldung, auch wenn Sie als Gast bestellt haben");
  const browserC = await freshContext(browser);
  const consentPage = await browserC.newPage();
  await consentPage.goto(orderLinkIn(consentMail, order.OrderId));
  await consentPage.waitForSelector("html[data-hydrated]");
  await expect(consentPage.getByTestId("order-status")).toHaveText("Wartet auf Zustimmung");
  await expect(consentPage.getByTestId("consent")).toContainText("2.600 Liter (bei 15 °C)");
  await shot(consentPage, "consent-via-link-desktop");
  await consentPage.getByRole("button", { name: "Liefermenge akzeptieren" }).click();
  await expect(consentPage.getByTestId("order-status")).toHaveText("Geliefert");
  await expect(consentPage.getByTestId("order-history")).toContainText("Abweichende Liefermenge akzeptiert (Sie)");
  await expect(consentPage.getByRole("button", { name: /bewerten$/ })).toBeVisible();
  await shot(consentPage, "delivered-via-link-desktop");
  await browserC.close();
});

test("without a link: the access page, a tampered link's own page, and 'Link per E-Mail anfordern' with the same answer for a mismatch", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const order = await guestOrderWithMail("Anforder");
  const context = await freshContext(browser);
  const page = await context.newPage();
  const denied = await page.goto(`/heizoel/bestellung-erfolgreich/${order.OrderId}`);
  expect(denied!.status()).toBe(403);
  expect(denied!.headers()["cache-control"]).toBe("no-store");
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");
  await expect(page.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
    "href",
    `/benutzerkonto/anmeldung?ReturnUrl=%2Fheizoel%2Fbestellung-erfolgreich%2F${order.OrderId}`,
  );
  // An order that does not exist looks the same.
  const none = await page.goto("/heizoel/bestellung-erfolgreich/999999999");
  expect(none!.status()).toBe(403);
  await expect(page.getByTestId("access-title")).toHaveText("Zugang zu Ihrer Bestellung");

  // A tampered link: its own German page, no error page.
  const link = orderLinkIn(order.confirmation, order.OrderId);
  const tampered = await page.goto(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  expect(tampered!.status()).toBe(403);
  await expect(page).toHaveURL(new RegExp(`/heizoel/bestellung-erfolgreich/${order.OrderId}\\?link=ungueltig$`));
  await expect(page.getByTestId("access-title")).toHaveText("Dieser Link ist ungültig");
  await page.waitForSelector("html[data-hydrated]");
  await shot(page, "access-invalid-link-desktop");

  // A form with a mistake keeps what was typed and says what is wrong.
  const form = page.getByRole("form", { name: "Link per E-Mail anfordern" });
  await form.getByLabel("Bestellnummer").fill("26");
  await form.getByLabel("E-Mail-Adresse").fill(order.email);
  await form.getByRole("button", { name: "Link per E-Mail anfordern" }).click();
  await expect(form.getByText("Bitte geben Sie die Bestellnummer so ein, wie sie in Ihrer Bestellbestätigung steht")).toBeVisible();

  // A mismatch and a match get the same answer; only the match gets a mail.
  await form.getByLabel("Bestellnummer").fill(order.OrderNumber);
  await form.getByLabel("E-Mail-Adresse").fill(`jemand-anderes-${Date.now()}@example.org`);
  await form.getByRole("button", { name: "Link per E-Mail anfordern" }).click();
  const mismatch = (await page.getByTestId("link-requested").textContent())!;
  await page.goto(`/heizoel/bestellung-erfolgreich/${order.OrderId}`);
  await page.waitForSelector("html[data-hydrated]");
  await form.getByLabel("Bestellnummer").fill(order.OrderNumber.toLowerCase());
  await form.getByLabel("E-Mail-Adresse").fill(order.email);
  await form.getByRole("button", { name: "Link per E-Mail anfordern" }).click();
  await expect(page.getByTestId("link-requested")).toHaveText(mismatch);
  expect(mismatch).toContain("Wenn Bestellnummer und E-Mail-Adresse zu einer Bestellung passen");
  await shot(page, "access-link-requested-desktop");

  const [requested] = await waitForMails(order.email, { subject: new RegExp(`^Ihr Link zur Bestellung ${order.OrderNumber}$`) });
  await page.goto(orderLinkIn(requested, order.OrderId));
  await expect(page.getByTestId("order-number")).toHaveText(order.OrderNumber);
  await expect(page.getByTestId("order-status")).toHaveText("Neu");
  await context.close();
});

test.describe("without JavaScript", () => {
  test("the guest asks for a link and withdraws the order through it", async ({ browser }) => {
    test.setTimeout(60_000);
    const order = await guestOrderWithMail("OhneSkript");
    const plain = await freshContext(browser, { javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`/heizoel/bestellung-erfolgreich/${order.OrderId}`);
    const form = page.getByRole("form", { name: "Link per E-Mail anfordern" });
    await form.getByLabel("Bestellnummer").fill(order.OrderNumber);
    await form.getByLabel("E-Mail-Adresse").fill(order.email);
    await form.getByRole("button", { name: "Link per E-Mail anfordern" }).click();
    await expect(page.getByTestId("link-requested")).toContainText("Wenn Bestellnummer und E-Mail-Adresse zu einer Bestellung passen");
    const [requested] = await waitForMails(order.email, { subject: new RegExp(`^Ihr Link zur Bestellung ${order.OrderNumber}$`) });
    await page.goto(orderLinkIn(requested, order.OrderId));
    await expect(page.getByTestId("order-status")).toHaveText("Neu");
    await page.getByRole("button", { name: "Bestellung widerrufen" }).click();
    await expect(page).toHaveURL(/\?widerruf=bestaetigen/);
    await page.getByRole("button", { name: "Ja, Bestellung widerrufen" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Widerrufen");
    await expect(page.getByTestId("order-history")).toContainText("Widerrufen (Sie)");
    await plain.close();
  });
});
