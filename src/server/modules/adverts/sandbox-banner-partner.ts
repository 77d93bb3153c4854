import type { Db } from "../../../db/client.ts";
import { coverageOf } from "./adverts.repo.ts";
import type { BannerPartner } from "./banner-partner.ts";

/**
 * The sandbox banner partner (decision 0068): its coverage is the table `banner_partner_coverage` (postcode
 * prefixes per country, the longest matching prefix wins), so tests and the demo behave like a partner's test
 * environment, deterministically. No postcode: no lead data.
 */
export function sandboxBannerPartner(db: Db): BannerPartner {
  return {
    name: "sandbox",
    async availability({ countryId, zipCode }) {
      const row = zipCode ? await coverageOf(db, countryId, zipCode) : null;
      return { HasData: row !== null, LeadData: row ? { Headline: row.headline, Url: row.url } : null };
    },
  };
}
