// In-process timing of the calculation use case, without HTTP: `node --import tsx bench/calc-micro.ts`.
import { openPglite } from "../src/db/client.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { createMemoryCache } from "../src/server/platform/cache/memory-cache.ts";
import { systemClock } from "../src/server/platform/clock.ts";
import { createCalculatorServices } from "../src/server/modules/calculator/calculator.services.ts";
import { createLocationServices } from "../src/server/modules/location/location.services.ts";

const database = await openPglite();
await database.migrate();
await seedReferenceData(database.db);
await seedDemoMarket(database.db, { historyDays: 1 });
const config = {
  ZipCode: "80331",
  Amount: 3000,
  Stations: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  AppointmentPlus: false,
  CountryId: 1,
  ProductGroupId: 1,
};
const calculator = createCalculatorServices(
  { db: database.db, cache: createMemoryCache(), clock: systemClock() },
  { location: createLocationServices({ db: database.db }), favouriteDealerIds: async () => [] },
);
await calculator.calculateOffers(config);
for (const n of [2000, 20000]) {
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes += JSON.stringify(await calculator.calculateOffers(config)).length;
  const dt = performance.now() - t0;
  console.log(`${n} calculations + JSON: ${((dt / n) * 1000).toFixed(1)} µs each, ${Math.round(bytes / n)} bytes`);
}
await database.close();
