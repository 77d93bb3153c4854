import { anyOf, PUBLIC, type Area } from "../access/area-row.ts";

/**
 * Tank monitoring: the mex customer's pages, and the sensors' and open data's own routes.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const MEX_AREAS: readonly Area[] = [
  { id: "mex", access: anyOf("MEX_CUSTOMER"), login: "account", api: ["/api/mex"], pages: ["/mein-mex", "/mex"] },
  // Tank sensors themselves (decision 0030): no login; every reading carries its device's signature, checked by the use case.
  // The open-data API (decision 0030): the customer's own access key, checked by the use case, not a login.
  { id: "mex-devices", access: PUBLIC, login: "account", api: ["/api/mex/devices", "/api/mex/open"], pages: [] },
];
