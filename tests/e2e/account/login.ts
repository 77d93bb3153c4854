import type { Page } from "@playwright/test";
import { gotoHydrated } from "../helpers.ts";

/** Demo accounts of the seed (README "Demo accounts"). */
export const DEMO_CUSTOMER = { email: "kunde@example.com", password: "Heizoel-Demo-1" };

/**
 * Logs the browser context in without the form: POST /api/account/jwt/anmelden from a page of the
 * site, so the answer's cookies land in the context. The next page load takes the session over (the
 * session client resumes it through the refresh cookie and stores the token).
 */
export async function logInThroughApi(page: Page, account = DEMO_CUSTOMER): Promise<void> {
  await gotoHydrated(page, "/info-center");
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { UserName: account.email, Password: account.password },
  );
  if (status !== 200) throw new Error(`login through the API failed with ${status}`);
}
