import type { AccountServices } from "../account/account.services.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { CmsServices } from "../cms/cms.services.ts";

/**
 * What the orders area asks other areas, synchronously (decision 0052): the calculator for an offer's
 * price at checkout and the next-best offer, the account area for the rating link's single-use token
 * (issued for the delivered mail and the status page, checked and used up in the rating's transaction), the
 * CMS for the terms' text whose version an order records and the editors' texts of its mails (prompts).
 */
export interface OrdersNeeds {
  calculator: Pick<CalculatorServices, "calculateDealerOffer" | "calculateOffers">;
  account: Pick<AccountServices, "issueRatingToken" | "ratingPage" | "useRatingToken">;
  /** The terms (AGB) a site shows now: the order records their version (decision 0065). */
  cms: Pick<CmsServices, "termsText" | "promptText">;
}
