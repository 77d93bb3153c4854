import { BADGES, type Badge } from "../../../domain/community/badges.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";

/** Who wrote it, her marks, when (decision 0069). */
export function PostMeta({
  name,
  badges,
  createdAt,
  editedAt,
  locale,
}: {
  name: string;
  badges: readonly Badge[];
  createdAt: string;
  editedAt: string | null;
  locale: Locale;
}) {
  return (
    <p className="community-post__meta">
      <span className="community-post__author">{name}</span>
      {badges.map((b) => (
        <span key={b} className={`community-badge community-badge--${b}`} title={BADGES[b].title}>
          {BADGES[b].label}
        </span>
      ))}
      <time dateTime={createdAt}>{formatDate(createdAt, "shortDT", locale, locale.timeZone)}</time>
      {editedAt && <span className="community-post__edited">(bearbeitet)</span>}
    </p>
  );
}
