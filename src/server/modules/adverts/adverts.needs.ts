import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { SiteServices } from "../site/site.services.ts";

/**
 * What the adverts area asks other areas (decision 0052): the price banner of spec §3 shows the cheapest
 * offer of the calculator and the site's quality data (the footer widget's figures).
 */
export interface AdvertsNeeds {
  calculator: Pick<CalculatorServices, "bestPrice">;
  site: Pick<SiteServices, "reviewQuality">;
}
