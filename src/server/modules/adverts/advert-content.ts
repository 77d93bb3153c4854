import { variantForSeed } from "../../../domain/random/weighted-draw.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import { scopeCss } from "../../platform/html/scope-css.ts";
import { advertById } from "./adverts.repo.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { withLinksTo } from "./click-link.ts";
import { contentScopeClass, stylesFileName } from "./slot-catalogue.ts";

/**
 * Spec §7 `GET /api/iam/content/{advertId}`: the visitor's variant (client seed modulo the variants, spec §4)
 * cleaned again on the way out (decision 0056), its links to the advert's own target, and the stylesheet's name.
 */
export async function advertContent(deps: Pick<AdvertsDeps, "db">, advertId: number, clientSeed: number) {
  const advert = await advertById(deps.db, advertId);
  if (!advert) throw new AppError("ADVERT_NOT_FOUND");
  const html = variantForSeed(advert.variants, clientSeed) ?? "";
  return { Html: withLinksTo(sanitizeHtml(html, "advert"), advert.targetUrl), StylesFileName: stylesFileName(advert) };
}

/** Spec §7 `GET /api/iam/content/css/{StylesFileName}`: the sheet scoped to the advert's box; a stale or unknown name → 404. */
export async function advertStylesheet(deps: Pick<AdvertsDeps, "db">, fileName: string): Promise<string> {
  const id = /^a(\d{1,15})-[0-9a-f]{12}\.css$/.exec(fileName)?.[1];
  const advert = id ? await advertById(deps.db, Number(id)) : null;
  if (!advert || stylesFileName(advert) !== fileName) throw new AppError("ADVERT_STYLESHEET_NOT_FOUND");
  return scopeCss(advert.css, contentScopeClass(advert.id));
}
