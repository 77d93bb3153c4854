import { PUBLIC, SESSION, type Area } from "../access/area-row.ts";

/**
 * The order process (a session, guests included) and the order's status page.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const ORDERS_AREAS: readonly Area[] = [
  {
    id: "order-process",
    access: SESSION,
    login: "order",
    api: ["/api/order-process", "/api/jwt/adressen/order-addresses"],
    pages: ["/:productGroup/bestellung"],
  },
  // The order's status page (decision 0040): its owner's session or the order's mail link opens it, so
  // the page itself decides (orders' orderAccess) and shows everybody else the same access page with
  // "Link per E-Mail anfordern" — for every order id, whether it exists or not.
  { id: "order-status", access: PUBLIC, login: "order", api: [], pages: ["/:productGroup/bestellung-erfolgreich"] },
];
