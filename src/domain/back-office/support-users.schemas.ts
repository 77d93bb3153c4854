/**
 * The back office's user administration on the wire and in forms (decision 0031):
 * GET /api/support/users (search), GET/PUT /api/support/users/{id}, POST …/lock, …/unlock,
 * …/resend-confirmation, …/password-reset, …/impersonate.
 */
import { z } from "zod";
import { emailSchema, phoneSchema, title1Schema } from "../account/account.schemas.ts";
import { idParam } from "../shared/number-schemas.ts";
import { USER_ADMIN_ACTIONS } from "../access/user-authority.ts";
import { optionalPersonName } from "../orders/person-name.ts";

export const USER_STATES = ["active", "locked", "guest", "unconfirmed", "deleted"] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: "Aktiv",
  locked: "Gesperrt",
  guest: "Gast",
  unconfirmed: "Nicht bestätigt",
  deleted: "Gelöscht",
};

/** Role filters of the list: customers only, dealers, back-office users (any role of the back office). */
export const ROLE_FILTERS = ["customer", "dealer", "back-office"] as const;
export const ROLE_FILTER_LABELS: Record<(typeof ROLE_FILTERS)[number], string> = {
  customer: "Kunden",
  dealer: "Händler",
  "back-office": "Backoffice",
};

export const USER_SORTS = ["newest", "oldest", "name", "email"] as const;
export const USER_PAGE_SIZE = 25;

export const userSearchQuery = z.object({
  q: z.string().trim().max(120, { error: "Der Suchbegriff ist zu lang (höchstens 120 Zeichen)." }).default(""),
  role: z.enum(ROLE_FILTERS, { error: "Unbekannter Rollenfilter." }).optional(),
  state: z.enum(USER_STATES, { error: "Unbekannter Status." }).optional(),
  sort: z.enum(USER_SORTS, { error: "Unbekannte Sortierung." }).default("newest"),
  page: z.coerce
    .number({ error: "Ungültige Seite." })
    .int({ error: "Ungültige Seite." })
    .min(1, { error: "Ungültige Seite." })
    .max(100_000, { error: "Ungültige Seite." })
    .default(1),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

export const userListItem = z.object({
  Id: z.number(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  CountryId: z.number(),
  Roles: z.array(z.string()),
  State: z.enum(USER_STATES),
  CreatedAt: z.string(),
  OrderCount: z.number(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userList = z.object({ Items: z.array(userListItem), Total: z.number(), Page: z.number(), PageSize: z.number() });
export type UserList = z.infer<typeof userList>;

export const userIdParams = z.object({ id: idParam() });

export const userDetail = userListItem.extend({
  Title1: z.string(),
  Phone: z.string(),
  DealerId: z.number().nullable(),
  LockedAt: z.string().nullable(),
  EmailConfirmedAt: z.string().nullable(),
  /** Roles the caller may grant or take away on this page. */
  GrantableRoles: z.array(z.string()),
  /** Whether the caller may act as this user. */
  MayImpersonate: z.boolean(),
  /** What the caller may do to this account (the authority rule, decision 0036); the page offers only these. */
  AllowedActions: z.array(z.enum(USER_ADMIN_ACTIONS)),
  Addresses: z.array(z.object({ Id: z.number(), Label: z.string(), AddressType: z.number() })),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userUpdateRequest = z.object({
  Title1: title1Schema,
  FirstName: optionalPersonName("first"),
  LastName: optionalPersonName("last"),
  Phone: phoneSchema,
  Email: emailSchema,
  /** Only roles the caller may grant change; the others stay (rolesAfterEdit). */
  Roles: z.array(z.string().max(60)).max(20).default([]),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

export const lockRequest = z.object({ Reason: z.string().trim().max(300, { error: "Höchstens 300 Zeichen." }).default("") });

export const supportActionAnswer = z.object({ success: z.boolean(), message: z.string() });
export const impersonateAnswer = z.object({ success: z.boolean(), token: z.string(), redirectUrl: z.string() });
