/** VAT per country in basis points and the VAT share of a gross amount (decision 0005). Money is integer minor units. */

/** VAT in basis points: DE 19 %, AT 20 %, CH 8.1 %. */
export const VAT_BASIS_POINTS: Record<number, number> = { 1: 1900, 2: 2000, 3: 810 };

export function vatBasisPoints(countryId: number): number {
  return VAT_BASIS_POINTS[countryId] ?? VAT_BASIS_POINTS[1];
}

/** "19 %", "20 %", "8,1 %": the rate as the price details name it (German decimal comma on every site). */
export function vatRateLabel(countryId: number): string {
  return `${String(vatBasisPoints(countryId) / 100).replace(".", ",")} %`;
}

export interface VatBreakdown {
  /** What the customer pays, VAT included (minor units). */
  gross: number;
  /** The consideration without VAT (Entgelt): gross − vat. */
  net: number;
  vat: number;
  /** The rate in basis points: 1900, 2000, 810. */
  vatBp: number;
}

/**
 * An amount due split at the country's rate: VAT = gross × rate / (1 + rate), rounded half up to a minor
 * unit; net = gross − VAT. Derived from the gross because the gross is what was agreed and is paid; so
 * net × rate gives the VAT to the cent, as an invoice must show it (decision 0041: the final price and
 * the invoice). The offer's own split (net from the price list, VAT = total − net) is left as it is.
 */
export function vatBreakdown(gross: number, countryId: number): VatBreakdown {
  if (!Number.isInteger(gross)) throw new RangeError(`gross ${gross}`);
  const vatBp = vatBasisPoints(countryId);
  const vat = gross < 0 ? -divRoundHalfUp(-gross * vatBp, 10000 + vatBp) : divRoundHalfUp(gross * vatBp, 10000 + vatBp);
  return { gross, net: gross - vat, vat, vatBp };
}

/** x / d rounded half up, for non-negative integers. */
export function divRoundHalfUp(x: number, d: number): number {
  return Math.floor((2 * x + d) / (2 * d));
}

/** Gross minor units of a net amount given as numerator / denominator (both integers). */
export function grossOf(netNumerator: number, denominator: number, vatBp: number): number {
  return divRoundHalfUp(netNumerator * (10000 + vatBp), denominator * 10000);
}
