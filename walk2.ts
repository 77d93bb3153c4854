import { chromium } from "@playwright/test";
const base = "http://de.localhost:3300";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--host-resolver-rules=MAP *.localhost 127.0.0.1"],
});
const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(`${base}/benutzerkonto/anmeldung`);
await page.waitForSelector("html[data-hydrated]");
const b = page.getByRole("button", { name: "Nur notwendige" });
if (await b.isVisible()) await b.click();
const form = page.getByRole("form", { name: "Anmelden" });
await form.getByLabel("E-Mail-Adresse").fill("redaktion@example.com");
await form.getByLabel("Kennwort").fill("Redaktion-Demo-1");
await form.getByRole("button", { name: "Anmelden" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/benutzerkonto"));
for (const [n, u] of [
  ["prompts", "/support/cms/prompts"],
  ["prompt", "/support/cms/prompts/bestellung-eingang"],
  ["news", "/support/cms/news"],
  ["newsedit", "/support/cms/news/1"],
]) {
  await page.goto(base + u);
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > 376)
      .slice(0, 6)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  console.log(n, wide);
  await page.screenshot({ path: `/tmp/shots/m2-${n}.png`, fullPage: true });
}
await browser.close();
