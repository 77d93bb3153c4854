import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { logInAsAdmin } from "./operations-helpers.ts";

// The export pages at 375 px: the column checkboxes wrap, nothing scrolls sideways.
test("the export pages fit a 375 px screen", async ({ page }) => {
  await logInAsAdmin(page);
  for (const [path, heading] of [
    ["/export-orders", "Bestellungen exportieren"],
    ["/support/data-export", "Datenexport"],
    ["/export-orders?fehler=Der%20Zeitraum%20darf%20h%C3%B6chstens%20ein%20Jahr%20umfassen.", "Bestellungen exportieren"],
  ] as const) {
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
