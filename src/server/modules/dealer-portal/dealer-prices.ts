import { amountRules, productById, type Product } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type {
  PricePreview,
  PriceListChange,
  PricesAnswer,
  RankPreview,
  PriceChangeRequest,
} from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { compareTiers, listChanges } from "../../../domain/dealer-portal/price-list-change.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { grossOf, vatBasisPoints, vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceTier } from "../../../domain/calculator/offer-calculation.ts";
import { adminActor, branchSummary, requireOwnBranch, type AdminActor } from "./dealer-branches.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { branchesOfDealer, type BranchRow } from "./dealer-settings.repo.ts";

/** Ranks are computed for this many lists of an uploaded file; the others show their bands only. */
export const MAX_RANKED_LISTS = 10;
const MAX_LISTED_ERRORS = 50;

/** The price form as typed: text cells, checked by the price-list import's own rules. */
export interface PriceFormInput {
  BranchId: number;
  ProductId: number;
  Bands: { MinAmount: string; NetPrice: string }[];
}

type CheckedRow = Awaited<ReturnType<DealerSettingsDeps["dealers"]["checkPriceList"]>>["rows"][number];

/** The API's numbers as the form's text: "1500" and "89.90", so both run through the same check. */
export function priceFormFromWire(req: PriceChangeRequest): PriceFormInput {
  return {
    BranchId: req.BranchId,
    ProductId: req.ProductId,
    Bands: req.Bands.map((b) => ({ MinAmount: String(b.MinAmount), NetPrice: (b.NetPrice / 100).toFixed(2) })),
  };
}

/** GET /api/haendlerportal/preise: today's lists of every branch, net as stored and gross with the country's VAT. */
export async function dealerPrices(deps: DealerSettingsDeps, userId: number): Promise<PricesAnswer> {
  const actor = await adminActor(deps, userId);
  const own = await branchesOfDealer(deps.db, actor.dealerId);
  const lists = await deps.dealers.currentPriceLists(own.map((b) => b.id));
  return {
    Branches: own.map((b) => {
      const locale = localeById(b.countryId)!;
      const vat = vatBasisPoints(b.countryId);
      return {
        Branch: branchSummary(b),
        Currency: locale.currencyCode,
        VatRate: vatRateLabel(b.countryId),
        Products: lists
          .filter((l) => l.branchId === b.id)
          .flatMap((l) => {
            const product = productById(l.productId);
            if (!product) return [];
            const rules = amountRules(product.ProductGroupId);
            return [
              {
                ProductId: product.Id,
                ProductName: product.DisplayName,
                ProductGroupId: product.ProductGroupId,
                BasisLabel: rules.basisLabel,
                UnitLabel: rules.unitLabel,
                ValidFrom: l.validFrom.toISOString(),
                ValidTo: l.validTo?.toISOString() ?? null,
                Bands: l.tiers.map((t) => ({
                  MinAmount: t.minAmount,
                  NetPrice: t.netPerBasis,
                  GrossPrice: grossOf(t.netPerBasis, 1, vat),
                })),
              },
            ];
          })
          .sort((x, y) => x.ProductGroupId - y.ProductGroupId || x.ProductId - y.ProductId),
      };
    }),
  };
}

/** POST /api/haendlerportal/preise/vorschau and the form's "Vorschau": old against new, and the ranks. */
export async function previewPriceChange(deps: DealerSettingsDeps, userId: number, input: PriceFormInput): Promise<PricePreview> {
  const actor = await adminActor(deps, userId);
  const form = await checkPriceForm(deps, actor, input);
  const [current] = await deps.dealers.currentPriceLists([form.branch.id]).then((l) => l.filter((x) => x.productId === form.product.Id));
  const tiers = form.rows.map(tierOf);
  const change = listChange(form.branch, form.product, current?.tiers ?? [], tiers, deps.clock.now(), null, deps.clock.now());
  const ranks = await rankPreview(
    deps,
    form.branch,
    form.product,
    [{ branchId: form.branch.id, productId: form.product.Id, tiers }],
    change.Bands,
  );
  return { Changes: [change], Ranks: [ranks], RanksOmitted: 0, HasChanges: listChanges(change.Bands) };
}

/**
 * POST /api/haendlerportal/preise and the form's "Übernehmen": the new list is valid from now, the old
 * one ends now, in one transaction; every instance rebuilds its market (announcePriceChange).
 */
export async function savePriceChange(
  deps: DealerSettingsDeps,
  userId: number,
  input: PriceFormInput,
): Promise<{ Saved: number; message: string }> {
  const actor = await adminActor(deps, userId);
  const form = await checkPriceForm(deps, actor, input);
  const [current] = (await deps.dealers.currentPriceLists([form.branch.id])).filter((x) => x.productId === form.product.Id);
  if (!listChanges(compareTiers(current?.tiers ?? [], form.rows.map(tierOf), form.branch.countryId)))
    throw new AppError("PRICE_LIST_INVALID", { message: "Die Preise sind unverändert; es gibt nichts zu speichern." });
  const saved = await deps.dealers.savePriceLists(
    form.rows,
    form.rows.length === 0 ? [{ branchId: form.branch.id, productId: form.product.Id }] : [],
  );
  return {
    Saved: saved,
    message:
      saved === 0
        ? `${form.product.DisplayName} wird in ${form.branch.city} ab sofort nicht mehr angeboten.`
        : `Die neuen Preise für ${form.product.DisplayName} in ${form.branch.city} gelten ab sofort.`,
  };
}

/** POST /api/haendlerportal/preise/csv/vorschau: the upload checked like `npm run import:prices`, shown before it is saved. */
export async function previewPriceCsv(deps: DealerSettingsDeps, userId: number, csv: string): Promise<PricePreview> {
  const actor = await adminActor(deps, userId);
  const { rows, own } = await checkCsv(deps, actor, csv);
  const lists = groupLists(rows);
  const current = await deps.dealers.currentPriceLists([...new Set(lists.map((l) => l.branchId))]);
  const changes = lists.map((l) => {
    const old = current.find((c) => c.branchId === l.branchId && c.productId === l.productId)?.tiers ?? [];
    return listChange(own.get(l.branchId)!, productById(l.productId)!, old, l.tiers, l.validFrom, l.validTo, deps.clock.now());
  });
  // Each list is ranked with the file's other lists in place (the latest of each branch and product).
  const latest = new Map<string, (typeof lists)[number]>();
  for (const l of lists) {
    const key = `${l.branchId}|${l.productId}`;
    if (!latest.has(key) || latest.get(key)!.validFrom < l.validFrom) latest.set(key, l);
  }
  const ranks: RankPreview[] = [];
  for (const [i, l] of lists.slice(0, MAX_RANKED_LISTS).entries()) {
    const others = [...latest.values()].filter((x) => x.branchId !== l.branchId || x.productId !== l.productId);
    ranks.push(await rankPreview(deps, own.get(l.branchId)!, productById(l.productId)!, [...others, l], changes[i].Bands));
  }
  return {
    Changes: changes,
    Ranks: ranks,
    RanksOmitted: Math.max(0, lists.length - MAX_RANKED_LISTS),
    HasChanges: changes.some((c) => listChanges(c.Bands)),
  };
}

/** POST /api/haendlerportal/preise/csv: the checked file in one transaction, then the announcement. */
export async function importPriceCsv(deps: DealerSettingsDeps, userId: number, csv: string): Promise<{ Saved: number; message: string }> {
  const actor = await adminActor(deps, userId);
  const { rows } = await checkCsv(deps, actor, csv);
  const saved = await deps.dealers.savePriceLists(rows);
  return {
    Saved: saved,
    message: `${formatQuantity(saved, localeById(actor.dealer.countryId)!)} Preisstaffeln gespeichert. Preise ab heute gelten sofort.`,
  };
}

async function checkPriceForm(deps: DealerSettingsDeps, actor: AdminActor, input: PriceFormInput) {
  const branch = await requireOwnBranch(deps, actor, input.BranchId);
  const product = productById(input.ProductId);
  if (!product || product.CountryId !== branch.countryId) throw new AppError("UNKNOWN_PRODUCT", { field: "ProductId" });
  // Rows left empty in the form are no bands; the others keep their row number for the messages.
  const records = input.Bands.flatMap((b, i) =>
    b.MinAmount.trim() === "" && b.NetPrice.trim() === ""
      ? []
      : [
          {
            line: i + 1,
            record: {
              branch_id: String(branch.id),
              product_id: String(product.Id),
              min_amount: b.MinAmount.trim(),
              net_price: b.NetPrice.trim(),
              valid_from: "",
              valid_to: "",
            },
          },
        ],
  );
  if (records.length === 0) {
    const [current] = (await deps.dealers.currentPriceLists([branch.id])).filter((x) => x.productId === product.Id);
    if (!current) throw new AppError("PRICE_LIST_INVALID", { message: "Bitte geben Sie mindestens eine Preisstaffel an.", field: "Bands" });
    return { branch, product, rows: [] as CheckedRow[] };
  }
  const { rows, errors } = await deps.dealers.checkPriceRecords(records, new Set([branch.id]));
  if (errors.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const e of errors) (fieldErrors[`Bands.${e.line - 1}`] ??= []).push(e.message);
    throw new AppError("PRICE_LIST_INVALID", {
      message: `Bitte prüfen Sie die markierten Preisstaffeln (${errors.length}). Es wurde nichts gespeichert.`,
      fieldErrors,
    });
  }
  return { branch, product, rows };
}

async function checkCsv(deps: DealerSettingsDeps, actor: AdminActor, csv: string) {
  const own = new Map((await branchesOfDealer(deps.db, actor.dealerId)).map((b) => [b.id, b]));
  const { rows, errors } = await deps.dealers.checkPriceList(csv, new Set(own.keys()));
  if (errors.length > 0) {
    const listed = errors.slice(0, MAX_LISTED_ERRORS).map((e) => `Zeile ${e.line}: ${e.message}`);
    if (errors.length > MAX_LISTED_ERRORS) listed.push(`… und ${errors.length - MAX_LISTED_ERRORS} weitere.`);
    throw new AppError("PRICE_LIST_INVALID", {
      message: `Die Datei enthält ${errors.length === 1 ? "einen Fehler" : `${errors.length} Fehler`}. Es wurde nichts gespeichert.`,
      fieldErrors: { Csv: listed },
    });
  }
  return { rows, own };
}

/** Rows of one branch, product and start make one list (docs/price-list-import.md). */
function groupLists(rows: readonly CheckedRow[]) {
  const lists = new Map<string, { branchId: number; productId: number; validFrom: Date; validTo: Date | null; tiers: PriceTier[] }>();
  for (const r of rows) {
    const key = `${r.branchId}|${r.productId}|${r.validFrom.toISOString()}`;
    if (!lists.has(key))
      lists.set(key, { branchId: r.branchId, productId: r.productId, validFrom: r.validFrom, validTo: r.validTo, tiers: [] });
    lists.get(key)!.tiers.push(tierOf(r));
  }
  return [...lists.values()].map((l) => ({ ...l, tiers: l.tiers.sort((a, b) => a.minAmount - b.minAmount) }));
}

function tierOf(r: CheckedRow): PriceTier {
  return { minAmount: r.minAmount, netPerBasis: r.netPerBasis };
}

function listChange(
  branch: BranchRow,
  product: Product,
  old: readonly PriceTier[],
  next: readonly PriceTier[],
  validFrom: Date,
  validTo: Date | null,
  now: Date,
): PriceListChange {
  const rules = amountRules(product.ProductGroupId);
  return {
    BranchId: branch.id,
    BranchName: branch.name,
    ProductId: product.Id,
    ProductName: product.DisplayName,
    BasisLabel: rules.basisLabel,
    UnitLabel: rules.unitLabel,
    Currency: localeById(branch.countryId)!.currencyCode,
    ValidFrom: validFrom.toISOString(),
    ValidTo: validTo?.toISOString() ?? null,
    StartsNow: validFrom <= now,
    Bands: compareTiers(old, next, branch.countryId),
  };
}

/**
 * Where the change shows: the usual amount (3,000 l) when a band covering it changes, else the changed
 * band nearest to it, so a dealer who lowers the 500-l band sees what that does at 500 l.
 */
export function rankAmount(
  bands: readonly { MinAmount: number; OldNetPrice: number | null; NewNetPrice: number | null }[],
  usual: number,
): number {
  const changed = bands.filter((b) => b.OldNetPrice !== b.NewNetPrice).map((b) => b.MinAmount);
  if (changed.length === 0) return usual;
  const covering = bands.filter((b) => b.NewNetPrice !== null && b.MinAmount <= usual).at(-1)?.MinAmount;
  if (covering !== undefined && changed.includes(covering)) return usual;
  return changed.reduce((best, a) => (Math.abs(a - usual) < Math.abs(best - usual) ? a : best));
}

async function rankPreview(
  deps: DealerSettingsDeps,
  branch: BranchRow,
  product: Product,
  changes: readonly { branchId: number; productId: number; tiers: readonly PriceTier[] }[],
  bands: PriceListChange["Bands"],
): Promise<RankPreview> {
  const ranks = await deps.calculator.previewRanks({
    changes,
    focus: { branchId: branch.id, productId: product.Id, countryId: branch.countryId, zip: branch.zip },
    amount: rankAmount(bands, amountRules(product.ProductGroupId).default),
  });
  const places = await Promise.all(ranks.Samples.map((s) => deps.location.placeOfZip(branch.countryId, s.ZipCode)));
  return {
    BranchId: branch.id,
    BranchName: branch.name,
    ProductId: product.Id,
    ProductName: product.DisplayName,
    Amount: ranks.Amount,
    UnitLabel: amountRules(product.ProductGroupId).unitLabel,
    Currency: localeById(branch.countryId)!.currencyCode,
    Samples: ranks.Samples.map((s, i) => ({ ...s, Place: places[i] })),
  };
}
