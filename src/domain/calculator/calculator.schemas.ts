import { z } from "zod";
import { calculatorConfigSchema } from "./calculator-request.ts";
import { idNumber, int32Param, smallIdParam } from "../shared/number-schemas.ts";
import { DEFAULT_AMOUNT } from "../shared/spec-constants.ts";

const priceLine = z.object({ Key: z.string(), Label: z.string(), NetPrice: z.number(), Price: z.number() });

export const offerSchema = z.object({
  Id: z.number(),
  DealerId: z.number(),
  DealerName: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  Rating: z.number(),
  ReviewCount: z.number(),
  DefaultPaymentId: z.number(),
  IsRatenkaufPayment: z.boolean(),
  MonthlyRateCount: z.number().nullable(),
  MonthlyRate: z.number().nullable(),
  IsFavourite: z.boolean(),
  TotalPrice: z.number(),
  NetPrice: z.number(),
  VatAmount: z.number(),
  UnitPrice: z.number(),
  Currency: z.string(),
  LeadTimeDays: z.number(),
  Payments: z.array(z.string()),
  Express24: z.boolean(),
  Express48: z.boolean(),
  PriceLines: z.array(priceLine),
});

export const calculationResultSchema = z.object({
  Items: z.array(offerSchema),
  HasDefaultOffers: z.boolean(),
  TotalPrice: z.number().nullable(),
  UnitPrice: z.number().nullable(),
  Currency: z.string(),
  Message: z.string().nullable(),
});

export const dealerOfferResultSchema = z.object({
  Items: z.array(offerSchema),
  TotalPrice: z.number(),
  UnitPrice: z.number(),
  Currency: z.string(),
});

export const bestPriceSchema = z.object({
  CountryId: z.number(),
  ZipCode: z.string().nullable(),
  Amount: z.number(),
  ProductId: z.number(),
  TotalPrice: z.number().nullable(),
  UnitPrice: z.number().nullable(),
  Currency: z.string(),
  DealerName: z.string().nullable(),
  City: z.string().nullable(),
  TimeStamp: z.string(),
});

export const upsellingResultSchema = z.array(
  z.object({
    ForgeinId: z.number(),
    UpsellingTypeId: z.number(),
    DisplayName: z.string(),
    TotalPrice: z.number().nullable(),
    UnitPrice: z.number().nullable(),
    PriceDifference: z.number().nullable(),
  }),
);

const parameterSchema = z.object({
  Id: z.number(),
  Key: z.string(),
  DisplayName: z.string(),
  ShortName: z.string(),
  Name: z.string(),
  Selected: z.boolean(),
  Modifier: z.number().nullable(),
  Modifiers: z.array(z.number()).nullable(),
  DesiredDate: z.string().nullable(),
  IsUpselling: z.boolean(),
  HasSubItems: z.boolean(),
  UseIcon: z.boolean(),
});

const listItem = z.object({ Id: z.number(), DisplayName: z.string(), IsUpselling: z.boolean() });

export const initResultSchema = z.object({
  Groups: z.array(z.object({ Key: z.string(), Id: z.number(), Parameters: z.array(parameterSchema) })),
  Products: z.array(listItem),
  ClimateNeutralList: z.array(listItem),
  StationList: z.array(listItem),
  ProductId: z.number().nullable(),
  UpsellingItems: z.array(z.object({ UpsellingTypeId: z.number(), ForgeinId: z.number(), DisplayName: z.string() })),
  AmountRules: z.object({ Min: z.number(), Max: z.number(), Default: z.number(), Unit: z.string(), Basis: z.string() }),
});

// Requests of spec §7 "Calculator and order" beyond the configuration itself.
export const initParams = z.object({ countryId: smallIdParam(), productGroupId: smallIdParam() });
export const dealerOfferRequestSchema = calculatorConfigSchema.extend({ DealerId: idNumber(), BranchId: idNumber().optional() });
export const upsellingQuery = z.object({ upsellingKey: int32Param() });
/** `GET /api/kalkulation/best-price` (countryId, amount default 3000). */
export const bestPriceQuery = z.object({ countryId: smallIdParam().default(1), amount: int32Param().default(DEFAULT_AMOUNT) });
/** `GET /api/site/{countryId}/prices/best` (amount default 3000, zipCode, productId). */
export const siteBestPriceQuery = z.object({
  amount: int32Param().default(DEFAULT_AMOUNT),
  zipCode: z.string().max(10).optional(),
  productId: int32Param().optional(),
});
export const defaultOffersSchema = z.object({ Items: z.array(offerSchema) });
