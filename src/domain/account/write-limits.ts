/**
 * How often one client address may use each limited account form in 15 minutes (decision 0008: against
 * mail bombing and address probing). The API routes and the page forms that stand in for them
 * (decision 0061) count against these same numbers.
 */
export const ACCOUNT_WRITE_WINDOW = "15 minutes";

export const ACCOUNT_WRITE_LIMITS = {
  register: 10,
  guest: 30,
  passwordForgotten: 5,
  newPassword: 10,
  passwordChange: 10,
  emailChange: 5,
  notifications: 10,
} as const;
