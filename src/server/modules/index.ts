import { accountModule } from "./account/account.module.ts";
import { advertsModule } from "./adverts/adverts.module.ts";
import { analyticsModule } from "./analytics/analytics.module.ts";
import { cmsModule } from "./cms/cms.module.ts";
import { communityModule } from "./community/community.module.ts";
import { calculatorModule } from "./calculator/calculator.module.ts";
import { cancellationsModule } from "./cancellations/cancellations.module.ts";
import { consumptionModule } from "./consumption/consumption.module.ts";
import { contactModule } from "./contact/contact.module.ts";
import { customerModule } from "./customer/customer.module.ts";
import { dealerPortalModule } from "./dealer-portal/dealer-portal.module.ts";
import { dealersModule } from "./dealers/dealers.module.ts";
import { errorTraceModule } from "./error-trace/error-trace.module.ts";
import { healthModule } from "./health/health.module.ts";
import { locationModule } from "./location/location.module.ts";
import { mexModule } from "./mex/mex.module.ts";
import { newsModule } from "./news/news.module.ts";
import { operationsModule } from "./operations/operations.module.ts";
import { orderExportModule } from "./order-export/order-export.module.ts";
import { ordersModule } from "./orders/orders.module.ts";
import { priceAlarmModule } from "./price-alarm/price-alarm.module.ts";
import { pricesModule } from "./prices/prices.module.ts";
import { seoModule } from "./seo/seo.module.ts";
import { siteModule } from "./site/site.module.ts";
import { statisticsModule } from "./statistics/statistics.module.ts";

/**
 * Every business area of the app, one line each (decision 0052). The composition root builds their
 * services from this list (each after the areas it asks), the app registers their routes in this order and
 * declares their subscribers. A new area: its folders and one line here.
 */
export const MODULES = [
  // First: its /healthz and /readyz come before every other route beside the API.
  healthModule,
  locationModule,
  siteModule,
  accountModule,
  calculatorModule,
  pricesModule,
  dealersModule,
  newsModule,
  cmsModule,
  advertsModule,
  seoModule,
  ordersModule,
  analyticsModule,
  statisticsModule,
  orderExportModule,
  cancellationsModule,
  errorTraceModule,
  dealerPortalModule,
  priceAlarmModule,
  mexModule,
  customerModule,
  operationsModule,
  contactModule,
  consumptionModule,
  communityModule,
] as const;

export type AppModule = (typeof MODULES)[number];
