import { ACCESS_ERRORS } from "../access/access.errors.ts";
import { PUBLIC_AREAS } from "../access/public.access.ts";
import { ACCOUNT_AREAS } from "../account/account.access.ts";
import { ACCOUNT_ERRORS } from "../account/account.errors.ts";
import { ADVERTS_ERRORS } from "../adverts/adverts.errors.ts";
import { BACK_OFFICE_AREAS } from "../back-office/back-office.access.ts";
import { CALCULATOR_ERRORS } from "../calculator/calculator.errors.ts";
import { CMS_AREAS } from "../cms/cms.access.ts";
import { COMMUNITY_AREAS } from "../community/community.access.ts";
import { COMMUNITY_ERRORS } from "../community/community.errors.ts";
import { CMS_ERRORS } from "../cms/cms.errors.ts";
import { CANCELLATIONS_AREAS } from "../cancellations/cancellations.access.ts";
import { CONSUMPTION_ERRORS } from "../consumption/consumption.errors.ts";
import { CONTACT_ERRORS } from "../contact/contact.errors.ts";
import { CUSTOMER_AREAS } from "../customer/customer.access.ts";
import { DEALER_PORTAL_AREAS } from "../dealer-portal/dealer-portal.access.ts";
import { DEALER_PORTAL_ERRORS } from "../dealer-portal/dealer-portal.errors.ts";
import { DEALERS_ERRORS } from "../dealers/dealers.errors.ts";
import { LOCATION_ERRORS } from "../location/location.errors.ts";
import { MEX_AREAS } from "../mex/mex.access.ts";
import { MEX_ERRORS } from "../mex/mex.errors.ts";
import { OPERATIONS_ERRORS } from "../operations/operations.errors.ts";
import { ORDER_EXPORT_AREAS } from "../order-export/order-export.access.ts";
import { ORDER_EXPORT_ERRORS } from "../order-export/order-export.errors.ts";
import { ORDERS_AREAS } from "../orders/orders.access.ts";
import { ORDERS_ERRORS } from "../orders/orders.errors.ts";
import { PRICE_ALARM_ERRORS } from "../price-alarm/price-alarm.errors.ts";
import { SITE_ERRORS } from "../site/site.errors.ts";
import { STATISTICS_AREAS } from "../statistics/statistics.access.ts";
import type { Area } from "../access/area-row.ts";
import type { ErrorRows } from "./error-rows.ts";

/** What an area of the domain adds to the two tables the pages share with the server. */
export interface DomainArea {
  /** Its folder `src/domain/<name>/`. */
  name: string;
  /** Its coded errors (`<area>.errors.ts`, decision 0017). */
  errors?: ErrorRows;
  /** Its rows of the access table (`<area>.access.ts`, decision 0019). */
  access?: readonly Area[];
}

/**
 * Every area's rows of the error catalogue and of the access table, one line per area (decision 0052).
 * Both tables live in the domain because the pages use them in the browser as well (the back office's
 * navigation asks the access table, a page throws coded errors), so the server's module list cannot be
 * their source. area-list.test.ts checks that every `<area>.errors.ts` and `<area>.access.ts` is here.
 *
 * The order is the access table's order (access-areas.test.ts keeps it); it does not matter to the
 * catalogue, where errors.test.ts refuses a code that two areas define.
 */
export const DOMAIN_AREAS = [
  { name: "access", errors: ACCESS_ERRORS, access: PUBLIC_AREAS },
  { name: "orders", errors: ORDERS_ERRORS, access: ORDERS_AREAS },
  { name: "account", errors: ACCOUNT_ERRORS, access: ACCOUNT_AREAS },
  { name: "customer", access: CUSTOMER_AREAS },
  { name: "mex", errors: MEX_ERRORS, access: MEX_AREAS },
  { name: "dealer-portal", errors: DEALER_PORTAL_ERRORS, access: DEALER_PORTAL_AREAS },
  { name: "back-office", access: BACK_OFFICE_AREAS },
  { name: "cms", errors: CMS_ERRORS, access: CMS_AREAS },
  { name: "cancellations", access: CANCELLATIONS_AREAS },
  { name: "statistics", access: STATISTICS_AREAS },
  { name: "order-export", errors: ORDER_EXPORT_ERRORS, access: ORDER_EXPORT_AREAS },
  { name: "community", errors: COMMUNITY_ERRORS, access: COMMUNITY_AREAS },
  { name: "adverts", errors: ADVERTS_ERRORS },
  { name: "calculator", errors: CALCULATOR_ERRORS },
  { name: "consumption", errors: CONSUMPTION_ERRORS },
  { name: "contact", errors: CONTACT_ERRORS },
  { name: "dealers", errors: DEALERS_ERRORS },
  { name: "location", errors: LOCATION_ERRORS },
  { name: "operations", errors: OPERATIONS_ERRORS },
  { name: "price-alarm", errors: PRICE_ALARM_ERRORS },
  { name: "site", errors: SITE_ERRORS },
] as const satisfies readonly DomainArea[];
