import { type AppLoadContext, data } from "react-router";
import { advertOfForm } from "../../../domain/adverts/advert-forms.ts";
import { advertInput } from "../../../domain/adverts/adverts.schemas.ts";
import { knownRemovedKinds, REMOVED_LABELS } from "../../../domain/adverts/removed-parts.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { assertSameOrigin, formValues, noticeOf, orErrorPage, problemOfError, redirectWithNotice } from "../../lib/page.server.ts";
import { actorOf, idOf, schemaProblem } from "./adverts-pages.server.ts";

const NOTICES = { gespeichert: "Die Anzeige ist gespeichert; die Werbeplätze zeigen sie ab sofort so." } as const;
const MAX_VARIANTS = 5;

/** The advert (null on the create page), the notice of a save, and the preview in the slot the query names. */
export async function loadAdvertEditor(context: AppLoadContext, request: Request, param: string | undefined) {
  actorOf(context);
  const adverts = context.services.adverts;
  const url = new URL(request.url);
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  const removed = knownRemovedKinds(url.searchParams.get("entfernt")).map((k) => REMOVED_LABELS[k]);
  if (param === undefined) return { advert: null, preview: null, notice: null, removed: [] };
  const id = idOf(param);
  const advert = await orErrorPage(() => adverts.getAdvert(id));
  const preview = await adverts.advertPreview(
    { id, targetUrl: advert.TargetUrl, variants: advert.Variants, css: advert.Css },
    Number(url.searchParams.get("platz")) || undefined,
  );
  return { advert, preview, notice: notice && NOTICES[notice], removed };
}

export type AdvertAnswer = FormProblem & { preview?: Awaited<ReturnType<AppLoadContext["services"]["adverts"]["advertPreview"]>> };

/** Every variant field in its order, empty ones included (the form as it stands). */
const variantFields = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([k]) => /^Variants\.\d+$/.test(k))
    .sort(([a], [b]) => Number(a.split(".")[1]) - Number(b.split(".")[1]));

/** The variants re-numbered from 0 after one was added or removed (the form shows exactly these). */
function withVariants(values: Record<string, string>, variants: string[]) {
  const rest = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith("Variants.")));
  return { ...rest, ...Object.fromEntries(variants.map((v, i) => [`Variants.${i}`, v])) };
}

/**
 * Intents: `save`, `preview` (the draft, not saved), `add-variant`, `remove-variant-N`, `delete` (refused
 * while a running campaign shows it). Every one works as a plain form post.
 */
export async function advertEditorAction(context: AppLoadContext, request: Request, param: string | undefined) {
  assertSameOrigin(request);
  const actor = actorOf(context);
  const adverts = context.services.adverts;
  const id = param === undefined ? null : idOf(param);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const values = formValues(form, 20_000, ["intent"]);
  const keep = (variants: string[]) => data<AdvertAnswer>({ message: "", fieldErrors: {}, values: withVariants(values, variants) });
  try {
    if (intent === "delete" && id !== null) {
      await adverts.deleteAdvert(actor, id);
      return redirectWithNotice("/support/adverts", "geloescht");
    }
    if (intent === "add-variant") return keep([...variantFields(values).map(([, v]) => v), ""].slice(0, MAX_VARIANTS));
    const removeAt = /^remove-variant-(\d+)$/.exec(intent)?.[1];
    if (removeAt !== undefined) {
      const variants = variantFields(values)
        .filter(([k]) => k !== `Variants.${removeAt}`)
        .map(([, v]) => v);
      return keep(variants.length > 0 ? variants : [""]);
    }
    const parsed = advertInput.safeParse(advertOfForm(values));
    if (!parsed.success) return schemaProblem(parsed.error, values);
    if (intent === "preview") {
      const preview = await adverts.advertPreview({
        id,
        targetUrl: parsed.data.TargetUrl,
        variants: parsed.data.Variants,
        css: parsed.data.Css,
      });
      return data<AdvertAnswer>({ message: "", fieldErrors: {}, values, preview });
    }
    const saved = id === null ? await adverts.createAdvert(actor, parsed.data) : await adverts.updateAdvert(actor, id, parsed.data);
    const removed = saved.RemovedKinds.length > 0 ? `?entfernt=${saved.RemovedKinds.join(".")}` : "";
    return redirectWithNotice(`/support/adverts/${saved.Id}${removed}`, "gespeichert");
  } catch (err) {
    return problemOfError(err, values);
  }
}
