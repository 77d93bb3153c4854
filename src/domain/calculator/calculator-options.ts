/**
 * The calculator's option groups (spec §3 "Server data" Groups) with the spec's keys and ids.
 * Surcharges are the platform's reference values in net minor units (Cent/Rappen); a dealer's own
 * surcharge is this value times the dealer's factor (docs/decisions/0005-offer-calculation.md).
 */
export type GroupKey =
  | "Delivery"
  | "Payment"
  | "Installment"
  | "WalletPayment"
  | "TruckSize"
  | "DesiredDate"
  | "HoseLength"
  | "BlowInHoseLength";

export type PaymentKind = "any" | "invoice" | "sepa" | "cash" | "installment" | "wallet";

export interface OptionDef {
  Id: number;
  Key: string;
  GroupKey: GroupKey;
  DisplayName: string;
  ShortName: string;
  Name: string;
  /** Upselling type 10000 (delivery) for the express options. */
  IsUpselling?: boolean;
  HasSubItems?: boolean;
  UseIcon?: boolean;
  productGroups: readonly number[];
  flatNet?: number;
  perBasisNet?: number;
  payment?: PaymentKind;
  express?: "24" | "48";
}

const ALL = [1, 2, 3, 4, 5] as const;
const LIQUID = [1, 2, 5] as const;
const BULK = [1, 2, 3, 5] as const;

export const OPTIONS: readonly OptionDef[] = [
  {
    Id: 5,
    Key: "DELIVERY_STANDARD",
    GroupKey: "Delivery",
    DisplayName: "Standardlieferung",
    ShortName: "Standard",
    Name: "Lieferung in der üblichen Lieferzeit des Händlers",
    productGroups: ALL,
  },
  {
    Id: 1,
    Key: "DELIVERY_EXPRESS_48",
    GroupKey: "Delivery",
    DisplayName: "Expresslieferung 48 Stunden",
    ShortName: "Express 48 h",
    Name: "Lieferung innerhalb von 2 Werktagen",
    IsUpselling: true,
    UseIcon: true,
    productGroups: ALL,
    perBasisNet: 350,
    flatNet: 1900,
    express: "48",
  },
  {
    Id: 31,
    Key: "DELIVERY_EXPRESS_24",
    GroupKey: "Delivery",
    DisplayName: "Expresslieferung 24 Stunden",
    ShortName: "Express 24 h",
    Name: "Lieferung am nächsten Werktag",
    IsUpselling: true,
    UseIcon: true,
    productGroups: ALL,
    perBasisNet: 600,
    flatNet: 3900,
    express: "24",
  },

  {
    Id: -2,
    Key: "PAYMENT_DEFAULT",
    GroupKey: "Payment",
    DisplayName: "Zahlart des Händlers",
    ShortName: "Beliebig",
    Name: "Alle Händler, bezahlt wird mit der Standard-Zahlart des Händlers",
    productGroups: ALL,
    payment: "any",
  },
  {
    Id: 2,
    Key: "PAYMENT_INVOICE",
    GroupKey: "Payment",
    DisplayName: "Bezahlung auf Rechnung",
    ShortName: "Rechnung",
    Name: "Zahlung nach Lieferung auf Rechnung",
    productGroups: ALL,
    payment: "invoice",
  },
  {
    Id: 3,
    Key: "PAYMENT_SEPA",
    GroupKey: "Payment",
    DisplayName: "Bezahlung per SEPA-Lastschrift",
    ShortName: "Lastschrift",
    Name: "Einzug nach Lieferung",
    productGroups: ALL,
    payment: "sepa",
  },
  {
    Id: 4,
    Key: "PAYMENT_CASH",
    GroupKey: "Payment",
    DisplayName: "Barzahlung oder EC-Karte bei Lieferung",
    ShortName: "Bar/EC",
    Name: "Zahlung an den Fahrer",
    productGroups: ALL,
    payment: "cash",
  },
  {
    Id: 23,
    Key: "PAYMENT_INSTALLMENT",
    GroupKey: "Installment",
    DisplayName: "Monatliche Bezahlung",
    ShortName: "Raten",
    Name: "Ratenzahlung über unseren Finanzierungspartner",
    HasSubItems: true,
    productGroups: ALL,
    payment: "installment",
  },
  {
    Id: 40,
    Key: "PAYMENT_WALLET",
    GroupKey: "WalletPayment",
    DisplayName: "Bezahlung mit Online-Wallet",
    ShortName: "Wallet",
    Name: "Sofortzahlung mit Ihrem Online-Wallet",
    productGroups: ALL,
    payment: "wallet",
  },

  {
    Id: 24,
    Key: "TRUCK_STANDARD",
    GroupKey: "TruckSize",
    DisplayName: "Tankwagen beliebiger Größe",
    ShortName: "Beliebig",
    Name: "Zufahrt für große Tankwagen möglich",
    productGroups: BULK,
  },
  {
    Id: 25,
    Key: "TRUCK_SMALL",
    GroupKey: "TruckSize",
    DisplayName: "Kleiner Tankwagen (enge Zufahrt)",
    ShortName: "Klein",
    Name: "Für enge Zufahrten, max. 7,5 t",
    productGroups: BULK,
    flatNet: 2900,
  },

  {
    Id: 11,
    Key: "DATE_ASAP",
    GroupKey: "DesiredDate",
    DisplayName: "Schnellstmöglich",
    ShortName: "Schnellstmöglich",
    Name: "Lieferung zum nächsten freien Termin",
    productGroups: ALL,
  },
  {
    Id: 12,
    Key: "DATE_DESIRED",
    GroupKey: "DesiredDate",
    DisplayName: "Wunschtermin",
    ShortName: "Wunschtermin",
    Name: "Lieferung an einem Tag Ihrer Wahl",
    productGroups: ALL,
    flatNet: 1900,
  },

  {
    Id: 9,
    Key: "HOSE_40",
    GroupKey: "HoseLength",
    DisplayName: "Schlauchlänge bis 40 m",
    ShortName: "bis 40 m",
    Name: "Standard-Schlauchlänge",
    productGroups: LIQUID,
  },
  {
    Id: 19,
    Key: "HOSE_60",
    GroupKey: "HoseLength",
    DisplayName: "Schlauchlänge bis 60 m",
    ShortName: "bis 60 m",
    Name: "Verlängerter Schlauch",
    productGroups: LIQUID,
    flatNet: 1500,
  },
  {
    Id: 29,
    Key: "HOSE_80",
    GroupKey: "HoseLength",
    DisplayName: "Schlauchlänge bis 80 m",
    ShortName: "bis 80 m",
    Name: "Maximale Schlauchlänge",
    productGroups: LIQUID,
    flatNet: 3000,
  },

  {
    Id: 26,
    Key: "BLOWIN_20",
    GroupKey: "BlowInHoseLength",
    DisplayName: "Einblasschlauch bis 20 m",
    ShortName: "bis 20 m",
    Name: "Standard-Einblasschlauch",
    productGroups: [3],
  },
  {
    Id: 27,
    Key: "BLOWIN_30",
    GroupKey: "BlowInHoseLength",
    DisplayName: "Einblasschlauch bis 30 m",
    ShortName: "bis 30 m",
    Name: "Verlängerter Einblasschlauch",
    productGroups: [3],
    flatNet: 2000,
  },
  {
    Id: 28,
    Key: "BLOWIN_40",
    GroupKey: "BlowInHoseLength",
    DisplayName: "Einblasschlauch bis 40 m",
    ShortName: "bis 40 m",
    Name: "Maximaler Einblasschlauch",
    productGroups: [3],
    flatNet: 4000,
  },
];

/** Group order in the settings panel. */
export const GROUP_ORDER: readonly GroupKey[] = [
  "Delivery",
  "Payment",
  "Installment",
  "WalletPayment",
  "DesiredDate",
  "TruckSize",
  "HoseLength",
  "BlowInHoseLength",
];

/** Payment, installment and wallet are one choice: picking one deselects the others. */
export const PAYMENT_FAMILY: readonly GroupKey[] = ["Payment", "Installment", "WalletPayment"];

export const INSTALLMENT_MONTHS = [6, 12, 24, 36] as const;

// Spec §3 upselling type ids.
export const UPSELLING_TYPES = { CLIMATE_NEUTRAL: 9999, DELIVERY: 10000, PRODUCT: 10001, STATIONS: 10002 } as const;

/** Reference surcharges that are not options (net minor units). */
export const SURCHARGES = {
  /** Each extra delivery station (the dealer's factor applies). */
  extraStationNet: 2500,
  appointmentPlusNet: 2900,
  /** CO₂ compensation per 100 l / per t (docs/decisions/0005). */
  climateNeutralPerBasisNet: { 1: 380, 2: 400, 3: 0, 4: 0, 5: 0 } as Record<number, number>,
} as const;

export const MAX_STATIONS = 5;

const OPTION_BY_ID = new Map(OPTIONS.map((o) => [o.Id, o]));

export function optionById(id: number): OptionDef | undefined {
  return OPTION_BY_ID.get(id);
}

export function optionsFor(productGroupId: number): OptionDef[] {
  return OPTIONS.filter((o) => o.productGroups.includes(productGroupId));
}

/** The first (non-upselling) option of each applicable group: the spec's defaults 5, 24, -2, 11, 9. */
export function defaultParameterIds(productGroupId: number): number[] {
  const ids: number[] = [];
  for (const key of ["Delivery", "TruckSize", "Payment", "DesiredDate", "HoseLength", "BlowInHoseLength"] as GroupKey[]) {
    const first = optionsFor(productGroupId).find((o) => o.GroupKey === key && !o.IsUpselling);
    if (first) ids.push(first.Id);
  }
  return ids;
}
