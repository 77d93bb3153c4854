import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";

// Issue "Accounts, sessions and the checkout" item 6: favourites shown on the offer list when logged in.
const LIST = "/heizoel/angebotsliste?zipCode=80331&amount=3000";

test("anonymous visitors see no favourite button", async ({ page }) => {
  await gotoHydrated(page, LIST);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /als Lieblingshändler merken/ })).toHaveCount(0);
});

test("a customer marks a dealer; the mark survives a reload and can be taken back", async ({ page }) => {
  await logInThroughApi(page);
  await gotoHydrated(page, LIST);
  await acceptNecessaryCookies(page);
  const first = page.getByTestId("offer").first();
  const toggle = first.getByRole("button", { name: /Lieblingshändler/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText(/Lieblingshändler/);

  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  const again = page
    .getByTestId("offer")
    .first()
    .getByRole("button", { name: /Lieblingshändler/ });
  await expect(again).toHaveAttribute("aria-pressed", "true");
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(
    page
      .getByTestId("offer")
      .first()
      .getByRole("button", { name: /Lieblingshändler/ }),
  ).toHaveAttribute("aria-pressed", "false");
});
