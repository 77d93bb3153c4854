import { bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Customers, guests, dealers' staff and back-office users. A guest is a row with is_guest and no
// password: guest orders still belong to someone, so the success page can check its owner.
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    countryId: smallint("country_id").notNull(),
    /** Lower-cased; unique among non-guests only (a guest may order again with the same address). */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    title1: text("title1").notNull().default(""),
    title2: text("title2").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** Spec §6 role names, e.g. ADMIN, AD_MANAGER, Role_Customer. CUSTOMER/MEX_CUSTOMER are computed. */
    roles: text("roles").array().notNull().default([]),
    isGuest: boolean("is_guest").notNull().default(false),
    hasMexEnabled: boolean("has_mex_enabled").notNull().default(false),
    /** Dealer staff: the dealer they act for, and where a dealer login is sent (spec §4 Session). */
    dealerId: integer("dealer_id"),
    redirectUrl: text("redirect_url"),
    /** Dealer staff only: "admin" manages prices, areas and staff; "staff" handles orders. */
    dealerRole: text("dealer_role"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    newsletterConfirmedAt: timestamp("newsletter_confirmed_at", { withTimezone: true }),
    pendingEmail: text("pending_email"),
    /** A guest row whose orders a customer with the same confirmed address took over (decision 0028). */
    claimedByUserId: integer("claimed_by_user_id"),
    /** Account deleted by its owner: personal data anonymised, orders kept as the law requires (decision 0028). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /** Locked by the back office (decision 0031): no login, sessions ended. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_email_idx").on(t.email)],
);

// Refresh tokens: only the SHA-256 of the token is stored; each use rotates it (the old row is revoked).
// session_id is the id of the login's first row, shared by every rotation: the access token's sid.
// A session is alive while one of its rows is neither revoked nor expired (decision 0010).
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The login session (the access token's `sid`): a random UUID, never handed out again, not even by another database (decision 0038). */
    sessionId: uuid("session_id").notNull(),
    userId: integer("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    replacedBy: integer("replaced_by"),
    /** Impersonation (decision 0031): the support user acting as this user; the access token says isImpersonatedS. */
    impersonatorUserId: integer("impersonator_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
    index("refresh_tokens_session_idx").on(t.sessionId),
  ],
);

// Single-use, expiring tokens sent by mail: e-mail confirmation, password reset, e-mail change,
// notification opt-in, rating link. Only the hash is stored.
export const userTokens = pgTable(
  "user_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    purpose: text("purpose").notNull(), // confirm-email | reset-password | change-email | notifications | rate-order
    tokenHash: text("token_hash").notNull(),
    /** Purpose data, e.g. the new e-mail address or the order id. */
    payload: text("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_tokens_hash_idx").on(t.tokenHash)],
);

// Address book of a customer (delivery and invoice addresses, spec §3 "Order addresses").
export const addresses = pgTable(
  "addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    countryId: smallint("country_id").notNull(),
    /** 1 delivery, 0 invoice (spec §9 address type codes). */
    addressType: smallint("address_type").notNull(),
    title1: text("title1").notNull().default(""),
    title2: text("title2").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

// Dealers a customer marked as favourite (POST /api/jwt/kunde/set/favourite).
export const favouriteDealers = pgTable(
  "favourite_dealers",
  {
    userId: integer("user_id").notNull(),
    dealerId: integer("dealer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favourite_dealers_pk").on(t.userId, t.dealerId)],
);

// Login attempts counted per window, shared by all instances (decision 0010): one row per scope —
// 'pair' (account and client address), 'account', 'address' — incremented atomically BEFORE the
// password is checked, so parallel attempts cannot slip past the limit.
export const loginThrottle = pgTable(
  "login_throttle",
  {
    scope: text("scope").notNull(),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.email, t.address] }), index("login_throttle_window_idx").on(t.windowStart)],
);
