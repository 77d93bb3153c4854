import type { PaymentKind } from "./calculator-options.ts";
import type { PriceLine } from "./offer-calculation.ts";

/**
 * One offer as the API sends it and the offer card shows it (spec §3 "Result" items). The server's
 * offerToWire returns this type, so browser and server cannot drift apart.
 */
export interface WireOffer {
  Id: number;
  DealerId: number;
  DealerName: string;
  City: string;
  ZipCode: string;
  Rating: number;
  ReviewCount: number;
  DefaultPaymentId: number;
  IsRatenkaufPayment: boolean;
  MonthlyRateCount: number | null;
  MonthlyRate: number | null;
  IsFavourite: boolean;
  TotalPrice: number;
  NetPrice: number;
  VatAmount: number;
  UnitPrice: number;
  Currency: string;
  LeadTimeDays: number;
  Payments: PaymentKind[];
  Express24: boolean;
  Express48: boolean;
  PriceLines: PriceLine[];
}
