import { CMS_STATUS_LABELS, type CmsStatus } from "../../../domain/cms/page-status.ts";
import { LOCALES, localeById } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";

/** "Alle Länderseiten" or the country's name. */
export const countryLabel = (countryId: number | null) =>
  countryId === null ? "Alle Länderseiten" : (localeById(countryId)?.countryName ?? "–");

/** The form's choice of sites for a page or an article: all three, or one country's own ("Country" field). */
export const SITE_CHOICES = [
  { value: "alle", label: "Alle Länderseiten" },
  { value: "1", label: "Nur Deutschland" },
  { value: "2", label: "Nur Österreich" },
  { value: "3", label: "Nur Schweiz" },
];

/** A page's status with its schedule in words ("Geplant ab 01.12.2026, 08:00"). */
export function CmsStatusBadge({
  status,
  publishAt,
  unpublishAt,
}: {
  status: CmsStatus;
  publishAt: string | null;
  unpublishAt: string | null;
}) {
  const de = LOCALES.de;
  const when = [
    status === "scheduled" && publishAt ? `ab ${formatDate(publishAt, "shortDT", de)}` : "",
    (status === "scheduled" || status === "published") && unpublishAt ? `bis ${formatDate(unpublishAt, "shortDT", de)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <span className={`cms-status cms-status--${status}`}>
      {CMS_STATUS_LABELS[status]}
      {when && <span className="cms-status__when"> {when}</span>}
    </span>
  );
}
