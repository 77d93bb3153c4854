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

/** Types a Munich address into the checkout's address form (`prefix` e.g. "DeliveryAddress"); a guest's name is already there. */
export async function fillAddress(
  page: Page,
  prefix: string,
  a: { first?: string; last?: string; street: string; no: string; phone?: string },
) {
  if (a.first !== undefined) await page.locator(`[name="${prefix}.FirstName"]`).fill(a.first);
  if (a.last !== undefined) await page.locator(`[name="${prefix}.LastName"]`).fill(a.last);
  await page.locator(`[name="${prefix}.Street"]`).fill(a.street);
  await page.locator(`[name="${prefix}.HouseNumber"]`).fill(a.no);
  await page.locator(`[name="${prefix}.City"]`).fill("München");
  if (a.phone !== undefined) await page.locator(`[name="${prefix}.Phone"]`).fill(a.phone);
}
