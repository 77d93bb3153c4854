import { type AppLoadContext, data } from "react-router";
import { campaignOfForm } from "../../../domain/adverts/advert-forms.ts";
import { campaignInput } from "../../../domain/adverts/adverts.schemas.ts";
import { reportQuery } from "../../../domain/adverts/manage.schemas.ts";
import { SLOT_TYPES } from "../../../domain/adverts/slot-types.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { assertSameOrigin, formValues, noticeOf, orErrorPage, problemOfError, redirectWithNotice } from "../../lib/page.server.ts";
import { actorOf, idOf, schemaProblem } from "./adverts-pages.server.ts";

const NOTICES = {
  gespeichert: "Die Kampagne ist gespeichert; die Werbeplätze zeigen die Änderung ab sofort.",
  pausiert: "Die Kampagne ist pausiert; ihre Anzeigen erscheinen nicht mehr.",
  aktiv: "Die Kampagne läuft wieder.",
  beendet: "Die Kampagne ist beendet; ihr Bericht bleibt erhalten.",
} as const;

/** The campaign (null on the create page), what its item rows may choose, and its report for the period asked. */
export async function loadCampaignEditor(context: AppLoadContext, request: Request, param: string | undefined) {
  actorOf(context);
  const adverts = context.services.adverts;
  const url = new URL(request.url);
  const [advertOptions, slots] = await Promise.all([adverts.listAdverts(), adverts.listAdvertSlots()]);
  const options = {
    adverts: advertOptions.map((a) => ({ id: a.Id, name: a.Name })),
    slots: slots.filter((s) => s.SlotTypeId === SLOT_TYPES.ADVERT).map((s) => ({ id: s.Id, key: s.Key, countryId: s.CountryId })),
  };
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  if (param === undefined) return { campaign: null, options, report: null, reportProblem: null, notice: null };
  const id = idOf(param);
  const campaign = await orErrorPage(() => adverts.getCampaign(id));
  const asked = reportQuery.safeParse({ from: url.searchParams.get("from") || undefined, to: url.searchParams.get("to") || undefined });
  let report = null;
  let reportProblem: string | null = asked.success ? null : (asked.error.issues[0]?.message ?? "Bitte prüfen Sie den Zeitraum.");
  if (asked.success)
    try {
      report = (await adverts.campaignReport(id, asked.data)).report;
    } catch (err) {
      if (!isClientError(err)) throw err;
      reportProblem = err.message;
    }
  return { campaign, options, report, reportProblem, notice: notice && NOTICES[notice] };
}

export type CampaignAnswer = FormProblem & { rows?: number };

const STATUS_INTENTS = { pause: ["paused", "pausiert"], resume: ["active", "aktiv"], end: ["ended", "beendet"] } as const;

/** Intents: `save`, `add-row` (one more slot row), `pause`, `resume`, `end`, `delete` (refused while running). */
export async function campaignEditorAction(context: AppLoadContext, request: Request, param: string | undefined) {
  assertSameOrigin(request);
  const actor = actorOf(context);
  const adverts = context.services.adverts;
  const id = param === undefined ? null : idOf(param);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const values = formValues(form, 2_000, ["intent"]);
  try {
    if (id !== null && intent in STATUS_INTENTS) {
      const [status, notice] = STATUS_INTENTS[intent as keyof typeof STATUS_INTENTS];
      await adverts.setCampaignStatus(actor, id, status);
      return redirectWithNotice(`/support/campaigns/${id}`, notice);
    }
    if (id !== null && intent === "delete") {
      await adverts.deleteCampaign(actor, id);
      return redirectWithNotice("/support/campaigns", "geloescht");
    }
    const rows = Number(values.Rows) || 1;
    if (intent === "add-row") return data<CampaignAnswer>({ message: "", fieldErrors: {}, values, rows: Math.min(rows + 1, 100) });
    const parsed = campaignInput.safeParse(campaignOfForm(values));
    if (!parsed.success) return schemaProblem(parsed.error, values);
    const saved = id === null ? await adverts.createCampaign(actor, parsed.data) : await adverts.updateCampaign(actor, id, parsed.data);
    return redirectWithNotice(`/support/campaigns/${saved.Id}`, "gespeichert");
  } catch (err) {
    return problemOfError(err, values);
  }
}
