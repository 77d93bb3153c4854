import { productById } from "../../../domain/shared/catalog.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { deliveringBranches, type Market } from "../calculator/calculator.module.ts";
import type { CountryState } from "../location/location.module.ts";
import { dealersWithBranchesInState, dealerWithBranches } from "./dealers.repo.ts";

/** The directory reads the calculator area's market (who delivers where) and the location area's states. */
export interface DirectoryDeps {
  db: Db;
  market: Market;
  states: (countryId: number) => Promise<CountryState[]>;
}

export interface DirectoryDealer {
  DealerId: number;
  Name: string;
  Rating: number;
  ReviewCount: number;
  Branches: { BranchId: number; ZipCode: string; City: string }[];
}

/** Dealers with a branch in the state, or (with a postcode) the dealers delivering there. */
export async function dealerDirectory({ db, market, states }: DirectoryDeps, countryId: number, stateName: string, zipCode?: string) {
  const state = (await states(countryId)).find((s) => s.Name === stateName);
  if (!state) throw new AppError("UNKNOWN_STATE");
  const byDealer = new Map<number, DirectoryDealer>();
  if (zipCode) {
    if (!isValidZipFormat(zipCode, countryId)) throw new AppError("UNKNOWN_ZIPCODE");
    const serving = deliveringBranches(await market.snapshot(), countryId, zipCode);
    for (const b of serving) {
      const d = byDealer.get(b.dealerId) ?? {
        DealerId: b.dealerId,
        Name: b.dealerName,
        Rating: b.ratingX10 / 10,
        ReviewCount: b.reviewCount,
        Branches: [],
      };
      d.Branches.push({ BranchId: b.branchId, ZipCode: b.zip, City: b.city });
      byDealer.set(b.dealerId, d);
    }
  } else {
    for (const r of await dealersWithBranchesInState(db, state.Id)) {
      const d = byDealer.get(r.dealerId) ?? {
        DealerId: r.dealerId,
        Name: r.name,
        Rating: r.ratingX10 / 10,
        ReviewCount: r.reviewCount,
        Branches: [],
      };
      d.Branches.push({ BranchId: r.branchId, ZipCode: r.zip, City: r.city });
      byDealer.set(r.dealerId, d);
    }
  }
  const list = [...byDealer.values()].sort((a, b) => b.Rating - a.Rating || a.Name.localeCompare(b.Name, "de"));
  return { state, zipCode: zipCode ?? null, dealers: list };
}

/** A dealer with its branches, delivery areas (radius and postcode list) and products (GET /api/site/{countryId}/dealers/{id}). */
export async function dealerDetails(db: Db, countryId: number, dealerId: number) {
  const found = await dealerWithBranches(db, dealerId);
  if (!found || found.dealer.countryId !== countryId) throw new AppError("UNKNOWN_DEALER");
  const { dealer, branches, areas, products } = found;
  return {
    Id: dealer.id,
    Name: dealer.name,
    Rating: dealer.ratingX10 / 10,
    ReviewCount: dealer.reviewCount,
    IsDemo: dealer.isDemo,
    Branches: branches.map((b) => ({
      Id: b.id,
      Name: b.name,
      Street: b.street,
      ZipCode: b.zip,
      City: b.city,
      StateId: b.stateId,
      LeadTimeDays: b.leadTimeDays,
      Express24: b.express24,
      Express48: b.express48,
      Payments: b.payments,
      DeliveryRadiusKm: b.deliveryRadiusKm,
      DeliveryAreas: areas
        .filter((a) => a.branchId === b.id)
        .map((a) => a.zipPrefix)
        .sort(),
      Products: products
        .filter((p) => p.branchId === b.id)
        .map((p) => productById(p.productId))
        .filter((p) => p !== undefined)
        .map((p) => ({ Id: p.Id, DisplayName: p.DisplayName, ProductGroupId: p.ProductGroupId })),
    })),
  };
}
