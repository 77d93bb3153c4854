import { expect, test } from "@playwright/test";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { factorsAreDated } from "./price-factors.ts";

// Decision 0044 at 375 px: each factor's "Stand …" and its trend (or "keine neueren Daten") fit beside its value.
for (const code of ["de", "ch"] as const) {
  test(`${code}: the price factors are dated and fit a small screen`, async ({ page }) => {
    await gotoHydrated(page, `${origin(code)}/heizoelpreise`);
    await acceptNecessaryCookies(page);
    await factorsAreDated(page);
    const panel = page.locator("section[aria-labelledby='factors-title']");
    await panel.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await panel.screenshot({ path: `test-results/prices/mobile-factors-${code}.png` });
  });
}
