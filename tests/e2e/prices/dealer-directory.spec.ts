import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";

test("the dealer directory leads from a state to a postcode to a dealer page", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await gotoHydrated(page, "/heizoelhaendler");
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Hamburg", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heizölhändler in Hamburg");
  await page.getByLabel("Händler für meine Postleitzahl").fill("20095");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heizölhändler, die an 20095 liefern");
  const first = page.locator(".dealer-list h2 a").first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".dealer-branch").first()).toContainText("Liefergebiet");
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(1);
  // A German dealer does not exist on the Austrian site: the country switch leads to its directory.
  await expect(page.locator(".site-header .country-switch a", { hasText: "AT" })).toHaveAttribute(
    "href",
    `${origin("at")}/heizoelhaendler`,
  );
  expect(problems).toEqual([]);
});

test.describe("unknown directory entries give the 404 page", () => {
  for (const path of ["/heizoelhaendler/atlantis", "/heizoelhaendler/hamburg/2009x", "/heizoelhaendler/hamburg/20095/99999999"]) {
    test(path, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
    });
  }
});
