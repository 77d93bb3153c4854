import { apiRoutes, defineModule, rootRoutes } from "../../platform/module.ts";
import { seedDemoAccounts } from "../../../db/seed/accounts/demo-accounts.ts";
import { accountRoutes } from "./account.routes.ts";
import { createAccountServices } from "./account.services.ts";
import { sessionRoutes } from "./session.routes.ts";
import { supportUsersRoutes } from "./support-users.routes.ts";

/**
 * Accounts and sessions (decision 0008) and the back office's user administration (decision 0031). It asks
 * no other area; the auth and impersonation plugins of the app use its token keys and sessions.
 */
export const accountModule = defineModule({
  name: "account",
  asks: [],
  services: (platform) => createAccountServices(platform),
  routes: (account) => [rootRoutes(sessionRoutes, {}), apiRoutes(accountRoutes, { account }), apiRoutes(supportUsersRoutes, { account })],
  // The demo dealers' portal logins belong to dealers of the demo market.
  seeds: [
    {
      name: "demo-accounts",
      demo: true,
      after: ["demo-market"],
      message: "seeded demo accounts (README: Demo accounts)",
      run: (db) => seedDemoAccounts(db),
    },
  ],
});

// The one way an address is written into columns and read back (orders keep a copy of her addresses), and
// the one set of cookie attributes (the analytics visit cookie is set like the session's).
export { addressFieldColumns, addressFieldsOf } from "./address-wire.ts";
export { cookieBase } from "./session-cookies.ts";
// What the community learns of a writer (decision 0069).
export type { CommunityMember } from "./community-member.ts";
