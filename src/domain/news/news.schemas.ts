import { z } from "zod";
import { int32Param } from "../shared/number-schemas.ts";
import { NEWS_PAGING } from "../shared/spec-constants.ts";

/** Spec §7 news calls: `/api/site/{countryId}/news-articles`, `…/featured`, `…/detail`. */
export const newsPageQuery = z.object({ page: int32Param().default(NEWS_PAGING.page), size: int32Param().default(NEWS_PAGING.size) });
export const newsDetailQuery = z.object({ artikelString: z.string().min(1).max(200) });

export const newsTeaserSchema = z.object({
  Id: z.number(),
  Slug: z.string(),
  Title: z.string(),
  Teaser: z.string(),
  FilePath: z.string().nullable(),
  PublishedAt: z.string(),
});
export const newsPageSchema = z.object({ Items: z.array(newsTeaserSchema), Total: z.number(), Page: z.number(), Size: z.number() });
export const newsArticleSchema = newsTeaserSchema.extend({ Content: z.string() });
export type NewsTeaser = z.infer<typeof newsTeaserSchema>;
