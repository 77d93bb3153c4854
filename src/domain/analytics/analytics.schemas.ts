import { z } from "zod";

/** A page view, counted after cookie consent: only the path (query strings may carry postcodes). */
export const pageViewSchema = z.object({ path: z.string().startsWith("/").max(300) });
