import { test } from "@playwright/test";
import { salesListAmountsCarryUnits, walkEveryTab } from "./tabs-fit.ts";

test("at 375 px every back-office tab is on screen (the tabs wrap), each page fits, amounts carry units", async ({ page }) => {
  test.setTimeout(60_000);
  await walkEveryTab(page);
  await salesListAmountsCarryUnits(page, false);
});
