/**
 * News in the CMS (decision 0065): GET/POST /api/support/cms/news, GET/PUT /api/support/cms/news/{id}.
 * The body is the news' plain-text form (blank lines between paragraphs, "## " sub-headings), as the news pages
 * have always shown it; the image is one of the media library's files.
 */
import { z } from "zod";
import { idNumber, idParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";

export const NEWS_LIMITS = { titleMax: 150, teaserMax: 400, contentMax: 20_000 } as const;

const text = (max: number, label: string, oneLine = true) =>
  z
    .string()
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .refine((s) => !oneLine || !/[\r\n]/.test(s), "Bitte ohne Zeilenumbruch.");

export const newsArticleInput = z.object({
  Slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "Bitte geben Sie die Adresse des Artikels in Kleinbuchstaben, Ziffern und Bindestrichen an, z. B. heizoelpreise-im-dezember.",
    )
    .max(120, "Höchstens 120 Zeichen."),
  CountryId: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  Title: text(NEWS_LIMITS.titleMax, "einen Titel"),
  Teaser: text(NEWS_LIMITS.teaserMax, "einen Vorspann"),
  Content: text(NEWS_LIMITS.contentMax, "den Text des Artikels", false).transform((s) => s.replace(/\r\n?/g, "\n")),
  FilePath: z
    .string()
    .regex(/^\/media\/[0-9a-f]{64}\.(?:avif|webp)$/, "Das Bild muss aus der Mediathek stammen.")
    .nullable(),
  Featured: z.boolean(),
  PublishedAt: z.iso.datetime({ offset: true, message: "Bitte geben Sie einen gültigen Zeitpunkt an." }),
});
export type NewsArticleInput = z.infer<typeof newsArticleInput>;
export const newsArticleUpdate = newsArticleInput.extend({ Version: idNumber() });
export const newsEditParams = z.object({ id: idParam() });

export const newsArticleEdit = z.object({
  Id: z.number(),
  Slug: z.string(),
  CountryId: z.number().nullable(),
  Title: z.string(),
  Teaser: z.string(),
  Content: z.string(),
  FilePath: z.string().nullable(),
  Featured: z.boolean(),
  PublishedAt: z.string(),
  Version: z.number(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string().nullable(),
});
export type NewsArticleEdit = z.infer<typeof newsArticleEdit>;
export const newsArticleEditList = z.object({ Articles: z.array(newsArticleEdit.omit({ Content: true })) });
