import type { addresses, users } from "../../schema/accounts.ts";

let counter = 0;

/** Insert values of a customer; demo seed and tests start from the same defaults. */
export function demoUserValues(overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert {
  counter += 1;
  return {
    countryId: 1,
    email: `kunde${Date.now().toString(36)}${counter}@example.com`,
    title1: "Herr",
    title2: "",
    firstName: "Max",
    lastName: "Mustermann",
    phone: "",
    roles: [],
    isGuest: false,
    ...overrides,
  };
}

/** Insert values of an address-book entry (delivery unless addressType says otherwise). */
export function demoAddressValues(userId: number, overrides: Partial<typeof addresses.$inferInsert> = {}): typeof addresses.$inferInsert {
  return {
    userId,
    countryId: 1,
    addressType: 1,
    title1: "Herr",
    title2: "",
    firstName: "Max",
    lastName: "Mustermann",
    companyName: "",
    street: "Hauptstraße",
    houseNumber: "1",
    zip: "80331",
    city: "München",
    phone: "",
    ...overrides,
  };
}
