/**
 * The community's limits (decision 0069): text sizes, the edit window, and what a new account may write
 * (decision 0058 names the per-user write limits; these depend on the account's age, so the use case
 * counts them in the database).
 */
export const COMMUNITY_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  textMax: 5_000,
  reportTextMax: 1_000,
  /** An author may change her post this long after writing it. */
  editWindowMs: 15 * 60_000,
  /** An account younger than this is "new". */
  newAccountMs: 7 * 24 * 3_600_000,
  /** Posts (replies too) a new account may write in 24 hours. */
  newAccountPostsPerDay: 3,
  /** Links a new account's post may hold. */
  newAccountMaxLinks: 2,
  /** The same text again by the same author within this time is refused. */
  duplicateWindowMs: 60_000,
  /** Reports of this many different accounts hide a post until support has looked at it. */
  reportsToHide: 3,
  pageSize: 20,
  maxPageSize: 50,
  /** The most posts one page of the list shows after "Weitere laden" (the link adds a page each time). */
  maxShown: 200,
} as const;

export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < COMMUNITY_LIMITS.newAccountMs;
}

export function withinEditWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= COMMUNITY_LIMITS.editWindowMs;
}
