import type { PartnerAvailability } from "../../../domain/adverts/adverts.schemas.ts";

/**
 * The banner partner behind an adapter (decision 0068), like the installment provider (decision 0007): spec
 * §7 `GET /api/{banner-partner}/is-available` answers whether the partner has a lead offer for a postcode
 * (spec §3 "Zip banner: hasData, leadData"). The embedded adapter is the sandbox; a real partner's adapter
 * implements the same contract.
 */
export interface BannerPartner {
  readonly name: string;
  availability(input: { countryId: number; zipCode?: string }): Promise<PartnerAvailability["Payload"]>;
}
