/** Lifetimes of decision 0008 (the access token's lives in config ACCESS_TOKEN_SECONDS, 20 min). */
export const REFRESH_TOKEN_DAYS = 14;
export const CSRF_COOKIE_HOURS = 24;
export const REGISTRATION_DATA_MINUTES = 60;

/** Single-use mail links. */
export const MAIL_TOKEN_HOURS = {
  "confirm-email": 7 * 24,
  "reset-password": 2,
  "change-email": 24,
  notifications: 7 * 24,
  "rate-order": 60 * 24,
} as const;

/** Failed logins (login_attempts): per account and per client address within the window. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const MAX_ADDRESSES_PER_USER = 30;

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
