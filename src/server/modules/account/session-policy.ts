/** Lifetimes of decision 0008 (the access token's lives in config ACCESS_TOKEN_SECONDS, 20 min). */
export const REFRESH_TOKEN_DAYS = 14;
/** Support acting as a customer (decision 0031): the session ends after two hours at the latest. */
export const IMPERSONATION_HOURS = 2;
export const CSRF_COOKIE_HOURS = 24;
export const REGISTRATION_DATA_MINUTES = 60;

/** Single-use mail links. */
export const MAIL_TOKEN_HOURS = {
  "confirm-email": 7 * 24,
  "reset-password": 2,
  "change-email": 24,
  notifications: 7 * 24,
  "rate-order": 60 * 24,
  /** A dealer's invitation to its portal: the invitee sets the first password (decision 0027). */
  "invite-staff": 7 * 24,
  /** Taking over her guest orders into her account (decision 0028). */
  "claim-orders": 48,
} as const;

/**
 * Login attempts per window (login_throttle, decision 0010), counted before the password is checked:
 * an account from one client address; one client address over all accounts; an account over all
 * addresses (the ceiling against guessing from many addresses, high enough that a stranger from one
 * address cannot lock the owner out).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = { pair: 5, address: 20, account: 25 } as const;

export const MAX_ADDRESSES_PER_USER = 30;

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
