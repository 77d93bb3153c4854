/**
 * The dealer portal's settings for a dealer's admin (decision 0027): price lists,
 * delivery areas, conditions and staff. Request and response schemas of /api/haendlerportal/… and the
 * types the pages under /haendlerportal render. Field names are PascalCase like the rest of the wire.
 */
import { z } from "zod";
import { emailSchema, title1Schema } from "../account/account.schemas.ts";
import { idParam } from "../shared/number-schemas.ts";
import { personName } from "../orders/person-name.ts";
import { checkRadius, MAX_POSTCODE_ENTRIES, RADIUS_MESSAGE } from "./delivery-area.ts";

// Limits of the conditions form (decision 0027).
export const LEAD_TIME_DAYS = { min: 1, max: 30 } as const;
/** The dealer's level of the platform's reference surcharges (decision 0005): 100 % = the reference. */
export const SURCHARGE_FACTOR_PCT = { min: 50, max: 200 } as const;
/** The branch's own smallest delivery in base units (litres, kg); 0 = the price list's first band. */
export const BRANCH_MIN_AMOUNT = { min: 0, max: 32000 } as const;
export const DELIVERY_TOLERANCE_PCT = { min: 0, max: 10 } as const;
export const MAX_PRICE_BANDS = 20;
/** What a CSV upload may hold: the API's body limit is 64 KB anyway. */
export const MAX_CSV_CHARS = 60_000;

export const DEALER_ROLES = ["admin", "staff"] as const;
export type DealerRole = (typeof DEALER_ROLES)[number];
export const DEALER_ROLE_LABELS: Record<DealerRole, string> = { admin: "Administration", staff: "Mitarbeit" };
export const DEALER_ROLE_HINTS: Record<DealerRole, string> = {
  admin: "bearbeitet Bestellungen und verwaltet Preise, Liefergebiete, Konditionen und Mitarbeiter",
  staff: "bearbeitet Bestellungen und Lieferungen",
};

/** A whole number between min and max; `field` names it in the nominative ("Der Radius in km"), `ask` in the accusative. */
const int = (min: number, max: number, field: string, ask: string) =>
  z
    .number({ error: `Bitte geben Sie ${ask} als ganze Zahl an.` })
    .int({ error: `Bitte geben Sie ${ask} als ganze Zahl an.` })
    .min(min, { error: `${field} muss zwischen ${min} und ${max} liegen.` })
    .max(max, { error: `${field} muss zwischen ${min} und ${max} liegen.` });

export const branchParams = z.object({ branchId: idParam() });
export const staffParams = z.object({ userId: idParam() });

/** A branch as every settings page names it. */
export const branchSummarySchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Street: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CountryId: z.number(),
});
export type BranchSummary = z.infer<typeof branchSummarySchema>;

export const branchesAnswer = z.object({ Branches: z.array(branchSummarySchema) });

// Price lists

export const priceBandSchema = z.object({
  MinAmount: z.number(),
  /** Net per basis (100 l or t) in minor units, as stored. */
  NetPrice: z.number(),
  /** The same with the country's VAT. */
  GrossPrice: z.number(),
});

export const productPriceListSchema = z.object({
  ProductId: z.number(),
  ProductName: z.string(),
  ProductGroupId: z.number(),
  /** "100 l" or "t": what a price is per. */
  BasisLabel: z.string(),
  /** "Liter", "kg", "Säcke": what a band's amount is in. */
  UnitLabel: z.string(),
  ValidFrom: z.string(),
  ValidTo: z.string().nullable(),
  Bands: z.array(priceBandSchema),
});
export type ProductPriceList = z.infer<typeof productPriceListSchema>;

export const branchPricesSchema = z.object({
  Branch: branchSummarySchema,
  Currency: z.string(),
  /** "19 %": the VAT the gross prices include. */
  VatRate: z.string(),
  Products: z.array(productPriceListSchema),
});
export type BranchPrices = z.infer<typeof branchPricesSchema>;

export const pricesAnswer = z.object({ Branches: z.array(branchPricesSchema) });
export type PricesAnswer = z.infer<typeof pricesAnswer>;

/** A new list for one product of one branch, valid from now; no bands: the product is no longer offered. */
export const priceChangeRequest = z.object({
  BranchId: z.number().int().positive().max(2_147_483_647),
  ProductId: z.number().int().positive().max(32_767),
  Bands: z
    .array(
      z.object({
        MinAmount: z.number({ error: "Bitte geben Sie die Mindestmenge als ganze Zahl an." }).int().min(0).max(2_147_483_647),
        /** Net per basis in minor units. */
        NetPrice: z.number({ error: "Bitte geben Sie den Preis an." }).int().min(0).max(2_147_483_647),
      }),
    )
    .max(MAX_PRICE_BANDS, { error: `Höchstens ${MAX_PRICE_BANDS} Preisstaffeln je Produkt.` }),
});
export type PriceChangeRequest = z.infer<typeof priceChangeRequest>;

export const csvPriceRequest = z.object({
  Csv: z
    .string({ error: "Bitte wählen Sie eine CSV-Datei." })
    .min(1, { error: "Die Datei ist leer." })
    .max(MAX_CSV_CHARS, { error: "Die Datei ist zu groß (höchstens 60 KB). Bitte teilen Sie sie auf." }),
});

export const bandChangeSchema = z.object({
  MinAmount: z.number(),
  OldNetPrice: z.number().nullable(),
  NewNetPrice: z.number().nullable(),
  OldGrossPrice: z.number().nullable(),
  NewGrossPrice: z.number().nullable(),
  ChangePct: z.number().nullable(),
});

export const priceListChangeSchema = z.object({
  BranchId: z.number(),
  BranchName: z.string(),
  ProductId: z.number(),
  ProductName: z.string(),
  BasisLabel: z.string(),
  UnitLabel: z.string(),
  Currency: z.string(),
  ValidFrom: z.string(),
  ValidTo: z.string().nullable(),
  /** Whether the list takes effect at once (a file may hold lists for later). */
  StartsNow: z.boolean(),
  Bands: z.array(bandChangeSchema),
});
export type PriceListChange = z.infer<typeof priceListChangeSchema>;

const rankStandingSchema = z.object({ Rank: z.number().nullable(), TotalPrice: z.number().nullable() });

export const rankPreviewSchema = z.object({
  BranchId: z.number(),
  BranchName: z.string(),
  ProductId: z.number(),
  ProductName: z.string(),
  Amount: z.number(),
  UnitLabel: z.string(),
  Currency: z.string(),
  Samples: z.array(
    z.object({
      ZipCode: z.string(),
      Place: z.string().nullable(),
      Before: rankStandingSchema,
      After: rankStandingSchema,
      DealerCount: z.number(),
      CheapestTotalPrice: z.number().nullable(),
    }),
  ),
});
export type RankPreview = z.infer<typeof rankPreviewSchema>;

export const pricePreviewAnswer = z.object({
  Changes: z.array(priceListChangeSchema),
  Ranks: z.array(rankPreviewSchema),
  /** Lists whose ranks are not computed (a large file): only their bands are compared. */
  RanksOmitted: z.number(),
  /** Whether saving would change anything at all. */
  HasChanges: z.boolean(),
});
export type PricePreview = z.infer<typeof pricePreviewAnswer>;

export const priceSavedAnswer = z.object({ Saved: z.number(), message: z.string() });

// Delivery areas

export const mapPointSchema = z.object({ Lat: z.number(), Lon: z.number() });
export type MapPoint = z.infer<typeof mapPointSchema>;

export const branchAreaSchema = z.object({
  Branch: branchSummarySchema,
  RadiusKm: z.number(),
  Postcodes: z.array(z.string()),
  /** Where the branch is (its own position, else its postcode's centre); null: no coordinates yet. */
  Position: mapPointSchema.nullable(),
  /** Centres of the listed postcodes (prefixes: every postcode they cover) that have coordinates. */
  PostcodePoints: z.array(mapPointSchema.extend({ ZipCode: z.string() })),
});
export type BranchArea = z.infer<typeof branchAreaSchema>;

export const areasAnswer = z.object({ Branches: z.array(branchAreaSchema) });

const labelSchema = z.object({ X: z.number(), Y: z.number(), Anchor: z.enum(["start", "end"]) });

/**
 * A branch's delivery area as the page draws it (decision 0048): everything already projected and cut
 * to the view on the server, so the page only writes SVG. Coordinates are the view's units.
 */
export const deliveryMapSchema = z.object({
  ViewBox: z.string(),
  /** Size of a mark (dot, line width) in view units: marks keep their size on screen whatever the zoom. */
  Unit: z.number(),
  /** Names' size on a phone (the labels are placed for it) and on a wide screen, in view units. */
  FontSize: z.number(),
  FontSizeWide: z.number(),
  /** Filled land, one path per kind: the branch's own country, the other two countries, the neighbours. */
  Areas: z.array(z.object({ Kind: z.enum(["home", "other", "neighbour"]), D: z.string() })),
  /** Borders between states (of the three countries) and between countries, one path per kind. */
  Borders: z.array(z.object({ Kind: z.enum(["state", "country"]), D: z.string() })),
  Radius: z.object({ Cx: z.number(), Cy: z.number(), R: z.number() }).nullable(),
  Branch: z.object({ X: z.number(), Y: z.number() }).nullable(),
  /** Towns in the view, the largest first; those with Label get their name written (as many as stay readable). */
  Towns: z.array(z.object({ Name: z.string(), X: z.number(), Y: z.number(), Inside: z.boolean(), Label: labelSchema.nullable() })),
  /** The listed postcodes (prefixes: every postcode they cover) in the view, some with their number written. */
  Postcodes: z.array(z.object({ ZipCode: z.string(), X: z.number(), Y: z.number(), Label: labelSchema.nullable() })),
  /** The largest towns inside the radius, by name (the caption and screen readers). */
  TownsInside: z.array(z.string()),
});
export type DeliveryMap = z.infer<typeof deliveryMapSchema>;

export const areaChangeRequest = z.object({
  // The form's rule and message (delivery-area.ts), so the API and the page say the same.
  RadiusKm: z.number({ error: RADIUS_MESSAGE }).refine((km) => checkRadius(km) === null, { error: RADIUS_MESSAGE }),
  Postcodes: z.array(z.string().max(20)).max(MAX_POSTCODE_ENTRIES * 2, { error: `Bitte höchstens ${MAX_POSTCODE_ENTRIES} Einträge.` }),
});
export type AreaChangeRequest = z.infer<typeof areaChangeRequest>;

// Conditions

export const branchConditionsSchema = z.object({
  LeadTimeDays: int(LEAD_TIME_DAYS.min, LEAD_TIME_DAYS.max, "Die Lieferzeit in Tagen", "die Lieferzeit in Tagen"),
  SurchargeFactorPct: int(
    SURCHARGE_FACTOR_PCT.min,
    SURCHARGE_FACTOR_PCT.max,
    "Das Preisniveau der Zuschläge in %",
    "das Preisniveau der Zuschläge in %",
  ),
  MinAmount: int(BRANCH_MIN_AMOUNT.min, BRANCH_MIN_AMOUNT.max, "Die Mindestmenge", "die Mindestmenge"),
});
export type BranchConditions = z.infer<typeof branchConditionsSchema>;

export const dealerConditionsSchema = z.object({
  DeliveryTolerancePct: int(DELIVERY_TOLERANCE_PCT.min, DELIVERY_TOLERANCE_PCT.max, "Die Liefertoleranz in %", "die Liefertoleranz in %"),
  /** Where new orders are announced; null or "": the dealer's admins get them. */
  OrderEmail: z
    .string()
    .trim()
    .max(254, { error: "Die E-Mail-Adresse ist zu lang." })
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }),
});
export type DealerConditions = z.infer<typeof dealerConditionsSchema>;

export const conditionsAnswer = z.object({
  Dealer: z.object({ Name: z.string(), DeliveryTolerancePct: z.number(), OrderEmail: z.string().nullable() }),
  Branches: z.array(branchSummarySchema.extend({ LeadTimeDays: z.number(), SurchargeFactorPct: z.number(), MinAmount: z.number() })),
});
export type ConditionsAnswer = z.infer<typeof conditionsAnswer>;

// Staff

export const dealerRoleSchema = z.enum(DEALER_ROLES, { error: "Bitte wählen Sie eine Rolle." });

export const staffMemberSchema = z.object({
  Id: z.number(),
  Email: z.string(),
  Title1: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  DealerRole: dealerRoleSchema,
  RoleLabel: z.string(),
  /** Invited, but no password set yet. */
  InvitationPending: z.boolean(),
  IsSelf: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffAnswer = z.object({ DealerName: z.string(), Staff: z.array(staffMemberSchema) });
export type StaffAnswer = z.infer<typeof staffAnswer>;

export const inviteStaffRequest = z.object({
  Email: emailSchema,
  Title1: title1Schema,
  FirstName: personName("first", "Bitte geben Sie den Vornamen ein."),
  LastName: personName("last", "Bitte geben Sie den Nachnamen ein."),
  DealerRole: dealerRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequest>;

export const staffRoleRequest = z.object({ DealerRole: dealerRoleSchema });

export const staffMemberAnswer = z.object({ Member: staffMemberSchema, message: z.string() });
export const messageOnlyAnswer = z.object({ message: z.string() });
