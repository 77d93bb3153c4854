import type { Page } from "@playwright/test";

/** The demo editor (README "Demo accounts", decision 0065). */
export const DEMO_EDITOR = { email: "redaktion@example.com", password: "Redaktion-Demo-1" };

/** Logs in through the login form (a plain post: with or without JavaScript) and lands on the content list. */
export async function logInAsEditor(page: Page) {
  await page.goto("/benutzerkonto/anmeldung");
  const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail-Adresse").fill(DEMO_EDITOR.email);
  await form.getByLabel("Kennwort").fill(DEMO_EDITOR.password);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => url.pathname === "/support/cms/list");
}

export const uniquePath = (prefix: string) => `/info-center/${prefix}-${Math.random().toString(36).slice(2, 8)}`;
