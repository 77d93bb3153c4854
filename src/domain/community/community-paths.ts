/** Where the community's pages live (spec §2; the thread path is decision 0069's). */
export const COMMUNITY_CATEGORIES = [
  { id: "allgemein", label: "Allgemein", path: "/community" },
  { id: "mex", label: "mex-Tanksensoren", path: "/community/mex" },
] as const;
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number]["id"];
export const CATEGORY_IDS = COMMUNITY_CATEGORIES.map((c) => c.id) as [CommunityCategory, ...CommunityCategory[]];

export const categoryOf = (id: string) => COMMUNITY_CATEGORIES.find((c) => c.id === id) ?? COMMUNITY_CATEGORIES[0];
export const threadPath = (postId: number) => `/community/beitrag/${postId}`;
/** A post inside its thread: the thread's page with the post's anchor. */
export const postPath = (threadId: number, postId: number) => `${threadPath(threadId)}${threadId === postId ? "" : `#beitrag-${postId}`}`;
export const GUIDELINES_PATH = "/community/nutzungsbedingungen";
/** The guidelines, and back to where she wanted to write once she accepted them. */
export const guidelinesPathFor = (returnTo: string) => `${GUIDELINES_PATH}?zurueck=${encodeURIComponent(returnTo)}`;

/** Spec §3's community state defaults. */
export const COMMUNITY_DEFAULTS = { communityTitle: "Community", backNavigation: "browser-back" } as const;

/** A return path after accepting the guidelines: only a community page of this site. */
export function safeCommunityReturn(to: string | null | undefined): string {
  return to && /^\/community(\/[a-z0-9/-]*)?(\?[a-zA-Z0-9=&%-]*)?(#[a-z0-9-]*)?$/.test(to) && !to.startsWith("//") ? to : "/community";
}
