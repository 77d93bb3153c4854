import type { Page } from "@playwright/test";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";

/** The demo admin (README "Demo accounts"). */
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin-Demo-1" };

/** The login page as the admin uses it; it leads her to her desk, not the shop (decision 0036). */
export async function logInAsAdmin(page: Page) {
  await logInOnPage(page, DEMO_ADMIN);
  await page.waitForURL((url) => url.pathname === "/support/user/list");
}
