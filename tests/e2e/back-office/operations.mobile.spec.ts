import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { logInAsAdmin } from "./operations-helpers.ts";

// The operations pages at 375 px: wide tables scroll inside their box, never the page.
test("operations pages fit a 375 px screen", async ({ page }) => {
  await logInAsAdmin(page);
  for (const [path, heading] of [
    ["/support/cache", "Cache"],
    ["/support/cache?bestaetigen=alle", "Cache"],
    ["/support/jobs", "Warteschlange"],
    ["/support/parameter-requirement", "Parameter"],
    ["/support/protokoll", "Protokoll"],
  ] as const) {
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
