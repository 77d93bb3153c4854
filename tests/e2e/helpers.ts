import type { Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const origin = (code: "de" | "at" | "ch") => `http://${code}.localhost:${PORT}`;

/** Clicks before hydration are lost: wait for root's effect to mark the document. */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForSelector("html[data-hydrated]");
  return res;
}

/** Dismisses the cookie banner so it does not cover the page on small screens. */
export async function acceptNecessaryCookies(page: Page) {
  const button = page.getByRole("button", { name: "Nur notwendige" });
  if (await button.isVisible()) await button.click();
}
