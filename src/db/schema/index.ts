export * from "./location.ts";
export * from "./error-trace.ts";
export * from "./analytics.ts";
export * from "./market.ts";
export * from "./content.ts";
export * from "./accounts.ts";
export * from "./orders.ts";
export * from "./customer.ts";
