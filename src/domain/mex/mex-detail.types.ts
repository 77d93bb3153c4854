import type { SensorItem } from "./mex.schemas.ts";

/** What the sensor page and the dashboard's tank pages show of one tank (decision 0030). */
export interface SensorDetail {
  sensor: SensorItem;
  zipCode: string | null;
  countryId: number;
  reservePercent: number;
  /** One point per calendar day: the day's last reading. */
  history: { day: string; litres: number; status: string }[];
  days: { day: string; litres: number }[];
  months: { month: string; litres: number }[];
  seasons: { season: string; litres: number; partial: boolean }[];
  refills: {
    at: string;
    litres: number;
    orderId: number | null;
    orderNumber: string | null;
    deliveredLitres: number | null;
    deviates: boolean;
  }[];
  forecast: { daysLeft: number; emptyOn: string; earliest: string; latest: string; method: string } | null;
  orderBy: string | null;
  freeLitres: number | null;
  offer: { unitPrice: number; totalPrice: number; dealerName: string; leadTimeDays: number; path: string } | null;
}
