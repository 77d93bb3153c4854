import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "./login.ts";

// Demo accounts of the seed (README "Demo accounts").
const CUSTOMER = { email: "kunde@example.com", password: "Heizoel-Demo-1" };

const header = (page: Page) => page.locator(".site-header");

test("register → logged in (name in the header) → logout shows the success toast (§2, §4)", async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  // Field errors in German before anything is sent.
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
  await page.getByLabel("Vorname").fill("Lotte");
  await page.getByLabel("Nachname").fill("Brenner");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await page.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2025");
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page).toHaveURL(/\/anfrage-bestaetigen\?anfrage=registrierung/);
  await expect(page.getByRole("heading", { name: "Willkommen beim Heizöl-Marktplatz!" })).toBeVisible();
  await page.getByRole("link", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Lotte Brenner" })).toBeVisible();
  // A reload keeps the session (cookie on the server, token in storage).
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await expect(header(page).getByRole("link", { name: "Lotte Brenner" })).toBeVisible();

  await header(page).getByRole("button", { name: "Abmelden" }).click();
  const toast = page.locator(".toast--success");
  await expect(toast).toHaveText(/Erfolgreich abgemeldet/);
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung$/);
  // Spec §9: the logout toast hides after 5 s.
  await expect(toast).toHaveCount(0, { timeout: 8000 });
  expect(await page.evaluate(() => localStorage.getItem("de.session"))).toBeNull();
});

test("login with a wrong password shows the German error; the right one goes to ReturnUrl (§4)", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?ReturnUrl=%2Fheizoelpreise");
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(CUSTOMER.email);
  await page.getByLabel("Kennwort").fill("ganz-falsch-1");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Kennwort ist nicht korrekt.");
  await page.getByLabel("Kennwort").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/heizoelpreise$/);
  await expect(header(page).getByRole("link", { name: "Erika Mustermann" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("de.session") ?? "null"));
  expect(stored.expires).toBeGreaterThan(Date.now());
});

test("an unsafe ReturnUrl leads home instead", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?ReturnUrl=https%3A%2F%2Fevil.example%2F");
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(CUSTOMER.email);
  await page.getByLabel("Kennwort").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("an expired session shows the warning toast and lands on the login page with ReturnUrl (§2, §4, §8)", async ({ page }) => {
  // A stored token whose expiry has passed (and no refresh cookie to resume it).
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) - 60;
  const token = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ id: "1", firstName: "Erika", lastName: "Mustermann", isGuest: "False", exp })}.c2ln`;
  await page.addInitScript(
    ([t, e]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("de.session", JSON.stringify({ token: t, expires: e * 1000 }));
        sessionStorage.setItem("seeded", "1");
      }
    },
    [token, exp] as const,
  );
  await gotoHydrated(page, "/heizoelpreise?zeitraum=1");
  await expect(page.locator(".toast--warning")).toHaveText(/Anmeldesitzung abgelaufen\. Sie wurden automatisch abgemeldet\./);
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fheizoelpreise%3Fzeitraum%3D1$/);
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("de.session"))).toBeNull();
});

test("order login offers login, registration and guest; a guest goes on to ReturnUrl (§4)", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoelpreise");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { name: "Wie möchten Sie bestellen?" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Anmelden", "Neu registrieren", "Als Gast bestellen"]);
  await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
  await expect(page).toHaveURL(/guest=true/);
  await page.getByLabel("E-Mail-Adresse").fill("gast-e2e@example.com");
  await page.getByLabel("Vorname").fill("Greta");
  await page.getByLabel("Nachname").fill("Gast");
  await page.getByRole("button", { name: "Als Gast weiter" }).click();
  await expect(page).toHaveURL(/\/heizoelpreise$/);
  await expect(header(page).getByText("Greta (Gast)")).toBeVisible();
  // The registration session data keep the guest's entries for the checkout (never a password).
  const cached = await page.evaluate(() => fetch("/api/account/cache-reg-data", { credentials: "include" }).then((r) => r.json()));
  expect(cached.AuthData).toMatchObject({ Email: "gast-e2e@example.com", FirstName: "Greta", IsGuest: true });
});

test("the registration session data fill only what the guest has not typed yet, however late they arrive (§3)", async ({ page }) => {
  // Held until the guest has typed: a slow answer must not reset the form.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/account/cache-reg-data", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    await held;
    await route.fulfill({
      json: {
        AuthData: {
          Email: "frueher@example.com",
          Title1: "Frau",
          Title2: "",
          FirstName: "Frieda",
          LastName: "Früher",
          Phone: "",
          IsGuest: true,
        },
      },
    });
  });
  await gotoHydrated(page, "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoelpreise");
  await acceptNecessaryCookies(page);
  await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
  await expect(page).toHaveURL(/guest=true/);
  await page.getByLabel("E-Mail-Adresse").fill("jetzt@example.com");
  const answered = page.waitForResponse("**/api/account/cache-reg-data");
  release();
  await answered;
  await expect(page.getByLabel("Vorname")).toHaveValue("Frieda");
  await expect(page.getByLabel("Nachname")).toHaveValue("Früher");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("jetzt@example.com");
});

// A user trial: a 4-character password with a differing repeat marked only the repeat; every failing field is marked at once.
test("registration marks a short password and a differing repeat together, and sends nothing", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  await page.getByLabel("Vorname").fill("Lotte");
  await page.getByLabel("Nachname").fill("Brenner");
  await page.getByLabel("E-Mail-Adresse").fill("lotte.brenner@example.com");
  await page.getByLabel("Kennwort", { exact: true }).fill("ab1!");
  await page.getByLabel("Kennwort wiederholen").fill("ab1?");
  let sent = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/account/registrieren")) sent = true;
  });
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page.getByLabel("Kennwort", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Kennwort wiederholen")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Das Kennwort muss mindestens 8 Zeichen lang sein.")).toBeVisible();
  await expect(page.getByText("Die Kennwörter stimmen nicht überein.")).toBeVisible();
  // The fields that are right stay unmarked.
  await expect(page.getByLabel("Vorname")).not.toHaveAttribute("aria-invalid", "true");
  // Only the repeat left: the password's mark goes, the repeat's stays.
  await page.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await page.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2024");
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page.getByLabel("Kennwort wiederholen")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Kennwort", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);
});

test("guest registration is not offered outside an order (§4)", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register&guest=true");
  await expect(page.getByRole("tab")).toHaveText(["Anmelden", "Registrieren"]);
  await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute("aria-selected", "true");
});

test("personal data need a login and show the address book", async ({ page }) => {
  await gotoHydrated(page, "/persoenliche-daten");
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fpersoenliche-daten$/);
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(CUSTOMER.email);
  await page.getByLabel("Kennwort").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/persoenliche-daten$/);
  await expect(page.getByRole("heading", { name: "Persönliche Daten" })).toBeVisible();
  await expect(page.locator(".address-card")).toHaveCount(2);
  await expect(page.getByText("Marienplatz 8")).toBeVisible();
});

test("a login through the API (cookies only) is taken over by the page: programmatic login for other journeys", async ({ page }) => {
  await logInThroughApi(page, CUSTOMER);
  await gotoHydrated(page, "/heizoelpreise");
  await expect(header(page).getByRole("link", { name: "Erika Mustermann" })).toBeVisible();
  // The page took over the cookie's session (decision 0035) and stored a token for API calls.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("de.session"))).not.toBeNull();
  await expect(page.locator(".toast--warning")).toHaveCount(0);
});
