import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Content management (decision 0065).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const CMS_ERRORS = {
  CMS_PAGE_NOT_FOUND: { status: 404, message: "Diese Inhaltsseite gibt es nicht." },
  CMS_PATH_RESERVED: {
    status: 400,
    message: "Diese Adresse gehört zu einer Seite des Marktplatzes und kann keine Inhaltsseite sein. Bitte wählen Sie eine andere Adresse.",
  },
  CMS_PATH_TAKEN: {
    status: 409,
    message:
      "Unter dieser Adresse gibt es für dieses Land schon eine Inhaltsseite. Bitte wählen Sie eine andere Adresse oder bearbeiten Sie die vorhandene Seite.",
  },
  CMS_VERSION_CONFLICT: {
    status: 409,
    message:
      "Diese Seite wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen sind nicht verloren: Vergleichen Sie beide Fassungen und speichern Sie erneut.",
  },
  CMS_BODY_INVALID: {
    status: 400,
    message: "Der Seiteninhalt konnte nicht gelesen werden. Bitte laden Sie den Editor neu und versuchen Sie es noch einmal.",
  },
  CMS_SCHEDULE_INVALID: {
    status: 400,
    message: "Bitte geben Sie für eine geplante Veröffentlichung einen Zeitpunkt an; das Ende muss nach dem Beginn liegen.",
  },
  CMS_PAGE_REQUIRED: {
    status: 409,
    message:
      "Diese Seite ist gesetzlich vorgeschrieben (AGB, Impressum, Datenschutz). Sie können ihren Text ändern, sie aber nicht löschen, verschieben oder einem anderen Land zuordnen.",
  },
  CMS_VERSION_NOT_FOUND: { status: 404, message: "Diese Fassung der Seite gibt es nicht." },
  CMS_PREVIEW_LINK_INVALID: {
    status: 404,
    message: "Dieser Vorschau-Link ist ungültig oder abgelaufen. Bitte lassen Sie sich von der Redaktion einen neuen Link geben.",
  },
  NEWS_ARTICLE_NOT_FOUND: { status: 404, message: "Diesen Artikel gibt es nicht." },
  NEWS_SLUG_TAKEN: { status: 409, message: "Unter dieser Adresse gibt es schon einen Artikel. Bitte wählen Sie eine andere Adresse." },
  CMS_PROMPT_NOT_FOUND: { status: 404, message: "Diesen Textbaustein gibt es nicht." },
  // The message names the problem (src/domain/cms/prompts.ts, promptProblem).
  CMS_PROMPT_INVALID: { status: 400, message: "Dieser Text kann so nicht gespeichert werden." },
  CMS_SITE_TEXT_NOT_FOUND: { status: 404, message: "Diesen Seitentext gibt es nicht." },
  // The message names the problem and the field (src/domain/cms/site-texts.ts, siteTextProblem).
  CMS_SITE_TEXT_INVALID: { status: 400, message: "Dieser Seitentext kann so nicht gespeichert werden." },
  CMS_MEDIA_NOT_FOUND: { status: 404, message: "Diese Datei gibt es in der Mediathek nicht (mehr)." },
  CMS_MEDIA_TYPE_NOT_ALLOWED: {
    status: 415,
    message: "Diese Datei hat kein erlaubtes Format. Erlaubt sind Bilder (JPEG, PNG, WebP, AVIF oder GIF) und PDF-Dokumente.",
  },
  CMS_MEDIA_ALT_MISSING: {
    status: 400,
    message: "Bitte beschreiben Sie in einem kurzen Alternativtext, was auf dem Bild zu sehen ist (für Screenreader und Suchmaschinen).",
  },
  CMS_MEDIA_IN_USE: {
    status: 409,
    message: "Diese Datei wird noch auf einer Inhaltsseite verwendet. Entfernen Sie sie dort zuerst; dann können Sie sie löschen.",
  },
} as const satisfies ErrorRows;
