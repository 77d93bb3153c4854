import { SESSION, type Area } from "../access/area-row.ts";

/**
 * The account's own data: any logged-in user.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const ACCOUNT_AREAS: readonly Area[] = [
  {
    id: "account",
    access: SESSION,
    login: "account",
    // Spec §6: the mex banner data needs a logged-in user (not a mex customer: it offers mex to others).
    api: ["/api/jwt", "/api/basedata", "/api/site/mex"],
    pages: ["/persoenliche-daten", "/account/basedata/partial"],
  },
];
