/** Spec §1 product groups with their URL names. */
export const PRODUCT_GROUPS = [
  { id: 1, urlName: "heizoel", name: "Heizöl", unit: "l" },
  { id: 2, urlName: "diesel", name: "Diesel", unit: "l" },
  { id: 3, urlName: "holzpellets-lose", name: "Holzpellets lose", unit: "kg" },
  { id: 4, urlName: "holzpellets-sackware", name: "Holzpellets Sackware", unit: "kg" },
  { id: 5, urlName: "adblue", name: "AdBlue", unit: "l" },
] as const;

export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
export type ProductGroupId = ProductGroup["id"];
export type ProductGroupUrlName = ProductGroup["urlName"];

export function productGroupByUrlName(name: string): ProductGroup | undefined {
  return PRODUCT_GROUPS.find((g) => g.urlName === name);
}

export function productGroupById(id: number): ProductGroup | undefined {
  return PRODUCT_GROUPS.find((g) => g.id === id);
}
