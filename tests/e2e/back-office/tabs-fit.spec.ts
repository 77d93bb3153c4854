import { test } from "@playwright/test";
import { salesListAmountsCarryUnits, walkEveryTab } from "./tabs-fit.ts";

test("at 1280 px the admin reaches every back-office tab, each page fits, the sales list shows every column with units", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await walkEveryTab(page);
  await salesListAmountsCarryUnits(page, true);
});
