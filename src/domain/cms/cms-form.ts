/**
 * The editor's page form (decision 0065) as text fields → the API's page input. Times are the site's wall
 * clock (datetime-local); the body comes as the rich-text editor's JSON, or without JavaScript as the
 * plain-text form (body-doc.ts), or not at all when the text form cannot hold it ("keep what is stored").
 */
import { z } from "zod";
import { instantOfLocal } from "../shared/local-time.ts";
import { bodyDoc, type BodyNode, plainTextToBody } from "./body-doc.ts";
import { cmsPageInput } from "./cms.schemas.ts";

export type BodySource = { kind: "doc"; doc: BodyNode } | { kind: "keep" };

const BAD_TIME = "Bitte geben Sie Datum und Uhrzeit vollständig an.";
const localTime = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const instant = instantOfLocal(v);
    if (!instant) {
      ctx.addIssue({ code: "custom", message: BAD_TIME });
      return z.NEVER;
    }
    return instant.toISOString();
  });

export const cmsPageForm = z
  .object({
    Path: z.string(),
    Country: z.enum(["alle", "1", "2", "3"], { message: "Bitte wählen Sie, auf welchen Seiten die Inhaltsseite erscheint." }),
    Title: z.string(),
    SeoTitle: z.string().default(""),
    SeoDescription: z.string().default(""),
    Body: z.string().optional(),
    BodyText: z.string().optional(),
    Status: z.string(),
    PublishAt: localTime.default(""),
    UnpublishAt: localTime.default(""),
    RedirectTo: z.string().trim().default(""),
  })
  .transform((f, ctx) => {
    let body: BodySource = { kind: "keep" };
    if (f.Body) {
      let json: unknown;
      try {
        json = JSON.parse(f.Body);
      } catch {
        json = null;
      }
      const doc = bodyDoc.safeParse(json);
      if (!doc.success) {
        ctx.addIssue({
          code: "custom",
          path: ["Body"],
          message: "Der Seiteninhalt konnte nicht gelesen werden. Bitte laden Sie den Editor neu.",
        });
        return z.NEVER;
      }
      body = { kind: "doc", doc: doc.data };
    } else if (f.BodyText !== undefined) body = { kind: "doc", doc: plainTextToBody(f.BodyText) };
    return { body, fields: { ...f, CountryId: f.Country === "alle" ? null : Number(f.Country), RedirectTo: f.RedirectTo || null } };
  });

/** The page input once the body is known ("keep": the stored one); field errors as the API names them. */
export const pageInputOfForm = (fields: z.output<typeof cmsPageForm>["fields"], body: BodyNode) =>
  cmsPageInput.safeParse({
    Path: fields.Path,
    CountryId: fields.CountryId,
    Title: fields.Title,
    SeoTitle: fields.SeoTitle,
    SeoDescription: fields.SeoDescription,
    Body: body,
    Status: fields.Status,
    PublishAt: fields.PublishAt,
    UnpublishAt: fields.UnpublishAt,
    RedirectTo: fields.RedirectTo,
  });
