/**
 * Operations in the back office (decisions 0031 and 0032), ADMIN only:
 * GET /api/support/cache, POST /api/support/cache/clear; GET /api/support/jobs, GET /api/support/jobs/failed,
 * POST /api/support/jobs/{queue}/{id}/retry; GET /api/support/parameter-requirement; GET /api/support/audit-log.
 */
import { z } from "zod";
import { isCalendarDay } from "../shared/calendar-day.ts";

export const AUDIT_PAGE_SIZE = 50;
export const FAILED_JOBS_PAGE_SIZE = 25;

const page = z.coerce
  .number({ error: "Ungültige Seite." })
  .int({ error: "Ungültige Seite." })
  .min(1, { error: "Ungültige Seite." })
  .max(100_000, { error: "Ungültige Seite." })
  .default(1);
const isoDay = z.string().refine(isCalendarDay, { error: "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an." });
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Höchstens ${max} Zeichen.` });

// Cache

export const cacheAreaRow = z.object({
  Area: z.string(),
  Label: z.string(),
  Entries: z.number(),
  Hits: z.number(),
  Misses: z.number(),
  /** 0…1; null before the first lookup. */
  HitRate: z.number().nullable(),
  OldestAgeSeconds: z.number().nullable(),
});
export type CacheAreaRow = z.infer<typeof cacheAreaRow>;

export const cacheOverview = z.object({
  /** true: Redis, shared by every instance; false: this instance's memory. */
  Shared: z.boolean(),
  Areas: z.array(cacheAreaRow),
});
export type CacheOverview = z.infer<typeof cacheOverview>;

/** Area missing: every cache. */
export const cacheClearRequest = z.object({
  Area: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "Unbekannter Cache-Bereich." })
    .optional(),
});
export const cacheClearAnswer = z.object({ success: z.literal(true), Cleared: z.array(z.string()), message: z.string() });
export type CacheClearAnswer = z.infer<typeof cacheClearAnswer>;

// Job queue

/** `Schedule`: when the clock writes the queue's jobs, in words; null for queues filled by events only. */
export const queueRow = z.object({
  Queue: z.string(),
  Label: z.string(),
  Schedule: z.string().nullable(),
  Waiting: z.number(),
  Active: z.number(),
  Failed: z.number(),
  Completed: z.number(),
});
export const queueOverview = z.object({ Queues: z.array(queueRow) });
export type QueueOverview = z.infer<typeof queueOverview>;

export const failedJobsQuery = z.object({
  queue: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,60}$/, { error: "Unbekannte Warteschlange." })
    .optional()
    .transform((v) => v || undefined),
  page,
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuery>;

export const failedJobRow = z.object({
  Id: z.string(),
  Queue: z.string(),
  Error: z.string(),
  RetryCount: z.number(),
  CreatedAt: z.string(),
  FailedAt: z.string().nullable(),
});
export const failedJobList = z.object({ Items: z.array(failedJobRow), Total: z.number(), Page: z.number(), PageSize: z.number() });
export type FailedJobList = z.infer<typeof failedJobList>;

export const jobRetryParams = z.object({
  queue: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: "Unbekannte Warteschlange." }),
  id: z.uuid({ error: "Diesen Auftrag gibt es nicht." }),
});
export const jobRetryAnswer = z.object({ success: z.literal(true), message: z.string() });

// Parameter requirement

export const parameterRequirementQuery = z.object({
  countryId: z.coerce
    .number({ error: "Unbekanntes Land." })
    .int()
    .min(1, { error: "Unbekanntes Land." })
    .max(3, { error: "Unbekanntes Land." })
    .default(1),
});

const requirement = z.enum(["required", "optional", "none"]);
const parameterState = z.enum(["default", "offered", "none"]);
export const parameterRequirement = z.object({
  CountryId: z.number(),
  Countries: z.array(z.object({ Id: z.number(), Name: z.string() })),
  ProductGroups: z.array(
    z.object({
      Id: z.number(),
      Name: z.string(),
      Products: z.array(z.object({ Id: z.number(), DisplayName: z.string(), IsDefault: z.boolean(), IsUpselling: z.boolean() })),
      Amount: z.object({ Min: z.number(), Max: z.number(), Default: z.number(), Unit: z.string() }),
      ClimateNeutral: z.boolean(),
      MaxStations: z.number(),
    }),
  ),
  Groups: z.array(
    z.object({
      Key: z.string(),
      Label: z.string(),
      Requirement: z.array(z.object({ ProductGroupId: z.number(), Requirement: requirement })),
      Parameters: z.array(
        z.object({
          Id: z.number(),
          Key: z.string(),
          DisplayName: z.string(),
          IsUpselling: z.boolean(),
          States: z.array(z.object({ ProductGroupId: z.number(), State: parameterState })),
        }),
      ),
    }),
  ),
});
export type ParameterRequirement = z.infer<typeof parameterRequirement>;

// Audit log

export const auditQuery = z
  .object({
    action: shortText(60).optional(),
    /** A user id ("12" or "#12") or a part of an e-mail address. */
    actor: shortText(120).optional(),
    targetKind: shortText(40).optional(),
    targetId: shortText(80).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "Das Ende des Zeitraums liegt vor seinem Anfang.", path: ["to"] });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  Id: z.number(),
  CreatedAt: z.string(),
  ActorUserId: z.number(),
  ActorEmail: z.string().nullable(),
  /** The customer the actor acted as (impersonation, decision 0036). */
  ActingAsUserId: z.number().nullable(),
  ActingAsEmail: z.string().nullable(),
  Action: z.string(),
  TargetKind: z.string(),
  TargetId: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
  RequestId: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditList = z.object({
  Items: z.array(auditRow),
  Total: z.number(),
  Page: z.number(),
  PageSize: z.number(),
  Actions: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditList>;

/** German names of the actions in the log (unknown ones show their code). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "user.update": "Benutzer geändert",
  "user.lock": "Benutzer gesperrt",
  "user.unlock": "Benutzer entsperrt",
  "user.impersonate": "Vertretung begonnen",
  "user.impersonate-end": "Vertretung beendet",
  "user.impersonated-request": "Änderung in Vertretung",
  "user.resend-confirmation": "Bestätigungslink gesendet",
  "user.password-reset": "Kennwort-Link gesendet",
  "order.cancel": "Bestellung storniert",
  "order.deliver-early": "Lieferung vor dem Lieferzeitraum gemeldet (Händler)",
  "cancellation.save": "Storno bearbeitet",
  "cancellation.comment": "Kommentar zum Storno",
  "cancellation.feedback": "Feedback zum Storno",
  "cache.clear": "Cache geleert",
  "job.retry": "Auftrag wiederholt",
  "export.download": "Export heruntergeladen",
  "contact.assign": "Kontaktanfrage zugewiesen",
  "contact.answer": "Kontaktanfrage beantwortet",
  "contact.close": "Kontaktanfrage geschlossen",
  "cms.page.create": "Inhaltsseite angelegt",
  "cms.page.update": "Inhaltsseite gespeichert",
  "cms.page.publish": "Inhaltsseite veröffentlicht",
  "cms.page.restore": "Fassung wiederhergestellt",
  "cms.page.delete": "Inhaltsseite gelöscht",
  "cms.media.upload": "Datei in die Mediathek geladen",
  "cms.media.delete": "Datei aus der Mediathek gelöscht",
  "cms.media.alt": "Alternativtext eines Bildes geändert",
  "cms.prompt.update": "Textbaustein gespeichert",
  "cms.prompt.reset": "Textbaustein auf Standard zurückgesetzt",
  "cms.text.update": "Seitentext gespeichert",
  "advert.create": "Anzeige angelegt",
  "advert.update": "Anzeige gespeichert",
  "advert.delete": "Anzeige gelöscht",
  "campaign.create": "Kampagne angelegt",
  "campaign.update": "Kampagne gespeichert",
  "campaign.status": "Status einer Kampagne geändert",
  "campaign.delete": "Kampagne gelöscht",
  "slot.create": "Werbeplatz angelegt",
  "slot.update": "Werbeplatz gespeichert",
  "slot.delete": "Werbeplatz gelöscht",
  "news.create": "News-Artikel angelegt",
  "news.update": "News-Artikel gespeichert",
};
