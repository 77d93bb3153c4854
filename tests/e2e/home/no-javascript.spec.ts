import { expect, test } from "@playwright/test";

// Decision 0014: the calculator, the offer list's search and the cookie banner work without JavaScript
// (and so before hydration): real forms, validated on the server.
test.use({ javaScriptEnabled: false });

const consent = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies()).find((c) => c.name === "cookie-consent")?.value;

test.describe("without JavaScript", () => {
  test("the cookie banner closes and the page stays the same", async ({ page }) => {
    await page.goto("/heizoelpreise?x=1");
    const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Nur notwendige" }).click();
    await expect(page).toHaveURL(/\/heizoelpreise\?x=1$/);
    await expect(banner).toHaveCount(0);
    expect(await consent(page)).toBe("necessary");
  });

  test("the calculator bar submits to the offer list with the spec's query keys", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("form", { name: "Preisrechner" });
    await bar.getByLabel("PLZ").fill("80331");
    await bar.getByLabel("Liter").fill("2500");
    await bar.getByRole("button", { name: "Preise vergleichen" }).click();
    await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=2500&stations=1&product=\d+&options=/);
    await expect(page.getByTestId("offer").first()).toBeVisible();
    await expect(page.getByText(/für 2\.500 Liter/)).toBeVisible();
  });

  test("the rendered amount '3.000' counts as 3000 litres; the Diesel target leads to the diesel offers", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("form", { name: "Preisrechner" });
    await bar.getByText("Diesel", { exact: true }).click();
    await bar.getByLabel("PLZ").fill("10115");
    await bar.getByRole("button", { name: "Preise vergleichen" }).click();
    await page.waitForURL(/\/diesel\/angebotsliste\?zipCode=10115&amount=3000&/);
    await expect(page.getByTestId("offer").first()).toBeVisible();
  });

  test("wrong input shows the German validation messages and keeps what was typed", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("form", { name: "Preisrechner" });
    await bar.getByLabel("PLZ").fill("1010");
    await bar.getByLabel("Liter").fill("400");
    await bar.getByRole("button", { name: "Preise vergleichen" }).click();
    await page.waitForURL(/\/heizoel\/angebotsliste\?/);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen.");
    await expect(alert).toContainText("Die Mindestmenge beträgt 500 Liter.");
    const search = page.getByRole("form", { name: "Suche ändern" });
    await expect(search.getByLabel("PLZ")).toHaveValue("1010");
    await expect(page.getByTestId("offer")).toHaveCount(0);

    await search.getByLabel("PLZ").fill("");
    await search.getByLabel("Liter").fill("3000");
    await search.getByRole("button", { name: "Aktualisieren" }).click();
    await expect(page.getByRole("alert")).toHaveText("Bitte geben Sie Ihre Postleitzahl ein.");

    await search.getByLabel("PLZ").fill("00000");
    await search.getByRole("button", { name: "Aktualisieren" }).click();
    await expect(page.getByRole("alert")).toHaveText("Diese Postleitzahl gibt es in Deutschland nicht.");
    await expect(search.getByLabel("PLZ")).toHaveValue("00000");
  });

  test("the offer list's search keeps the postcode and the settings", async ({ page }) => {
    await page.goto("/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=2&options=31,24,-2,11,9");
    const search = page.getByRole("form", { name: "Suche ändern" });
    await expect(search.getByLabel("PLZ")).toHaveValue("80331");
    await search.getByLabel("Liter").fill("4.000");
    await search.getByRole("button", { name: "Aktualisieren" }).click();
    await page.waitForURL(/amount=4000&/);
    const q = new URL(page.url()).searchParams;
    expect([q.get("zipCode"), q.get("stations"), q.get("options")]).toEqual(["80331", "2", "31,24,-2,11,9"]);
    await expect(search.getByLabel("PLZ")).toHaveValue("80331");
    await expect(page.getByText(/für 4\.000 Liter an 2 Lieferstellen/)).toBeVisible();
  });
});
