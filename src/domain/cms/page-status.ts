/**
 * A CMS page's life (decision 0065): draft → scheduled or published → archived. What a visitor gets
 * at a moment is decided from the stored times whenever the page is asked for, so a scheduled page
 * appears and an expiring one goes without a job having to run.
 */
export const CMS_STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type CmsStatus = (typeof CMS_STATUSES)[number];

export const CMS_STATUS_LABELS: Record<CmsStatus, string> = {
  draft: "Entwurf",
  scheduled: "Geplant",
  published: "Veröffentlicht",
  archived: "Archiviert",
};

export interface Schedule {
  status: CmsStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  redirectTo: string | null;
}

/** What the public path answers: the page, 404 (not yet / never public), 410, or a redirect set by the editor. */
export type PublicState = { kind: "visible" } | { kind: "hidden" } | { kind: "gone" } | { kind: "redirect"; to: string };

export function publicState(page: Schedule, now: Date): PublicState {
  const ended = page.status === "archived" || (page.unpublishAt !== null && page.unpublishAt <= now);
  if (page.status === "draft") return { kind: "hidden" };
  if (page.status === "scheduled" && (page.publishAt === null || page.publishAt > now)) return { kind: "hidden" };
  if (ended) return page.redirectTo ? { kind: "redirect", to: page.redirectTo } : { kind: "gone" };
  return { kind: "visible" };
}

/** The schedule's own consistency: a scheduled page needs its start; an end lies after the start. */
export function scheduleProblem(page: Pick<Schedule, "status" | "publishAt" | "unpublishAt">): "publishAt" | "unpublishAt" | null {
  if (page.status === "scheduled" && !page.publishAt) return "publishAt";
  if (page.unpublishAt && page.publishAt && page.unpublishAt <= page.publishAt) return "unpublishAt";
  return null;
}
