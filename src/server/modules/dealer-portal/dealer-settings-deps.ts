import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Clock } from "../../platform/clock.ts";
import type { AccountServices } from "../account/account.services.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { DealersServices } from "../dealers/dealers.services.ts";
import type { LocationServices } from "../location/location.services.ts";

/**
 * What the portal's settings use cases need (decision 0027): the database for the dealer's own rows,
 * the cache to announce changes, the clock, and the areas that own price lists (dealers), offer ranks
 * (calculator), postcodes (location) and logins with their mailed links (account).
 */
export interface DealerSettingsDeps {
  db: Db;
  cache: Cache;
  clock: Clock;
  calculator: Pick<CalculatorServices, "previewRanks">;
  dealers: Pick<DealersServices, "currentPriceLists" | "checkPriceList" | "checkPriceRecords" | "savePriceLists">;
  location: Pick<LocationServices, "zipExists" | "zipsOf" | "postcodeCentresOf" | "placeOfZip" | "regionGeodata">;
  account: Pick<AccountServices, "inviteDealerStaff" | "resendStaffInvitation" | "sessions">;
}
