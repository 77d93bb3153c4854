import { buildReport, reportCsv, reportFileName, reportPeriod } from "../../../domain/adverts/campaign-report.ts";
import type { CampaignReport } from "../../../domain/adverts/manage.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { campaignRow, countsInPeriod, slotKeysByIds } from "./manage.repo.ts";

/**
 * A campaign's report for a period (decision 0068, "Back office"): the counted sums per day and slot. The
 * impressions of the last few seconds are written first, so what the page shows includes them.
 */
export async function campaignReport(
  deps: Pick<AdvertsDeps, "db" | "clock" | "counters">,
  id: number,
  asked: { from?: string; to?: string },
): Promise<{ report: CampaignReport; name: string }> {
  const campaign = await campaignRow(deps.db, id);
  if (!campaign) throw new AppError("ADVERT_CAMPAIGN_NOT_FOUND");
  const period = reportPeriod(campaign, deps.clock.today(1), asked);
  if (!period) throw new AppError("ADVERT_REPORT_PERIOD_INVALID");
  await deps.counters.flush();
  const rows = await countsInPeriod(deps.db, id, period.from, period.to);
  const slots = await slotKeysByIds(deps.db, [...new Set(rows.map((r) => r.slotId))]);
  const keys = new Map([...slots].map(([slotId, s]) => [slotId, s.key]));
  return { report: buildReport(id, period, rows, keys), name: campaign.name };
}

/** The report as a CSV file: its text and a file name with the campaign and the period. */
export async function campaignReportCsv(
  deps: Pick<AdvertsDeps, "db" | "clock" | "counters">,
  id: number,
  asked: { from?: string; to?: string },
) {
  const { report, name } = await campaignReport(deps, id, asked);
  return { fileName: reportFileName({ id, name }, { from: report.From, to: report.To }), body: reportCsv(report) };
}
