/**
 * Account forms and payloads (spec §3 "Order addresses" lists, §7 account calls; field rules of
 * docs/decisions/0008-accounts-and-sessions.md). Pure zod schemas with German messages: the API
 * validates request bodies with them and the pages validate the same forms before sending.
 */
import { z } from "zod";
import { idNumber, idParam } from "../shared/number-schemas.ts";
import { checkAddress, COUNTRY_LIST, normaliseAddress, orderAddressSchema, TITLE1_LIST, TITLE2_LIST } from "../orders/order-address.ts";
import { personName } from "../orders/person-name.ts";

/** Spec §3 "Address lists for forms" (shared with the checkout's address forms, src/domain/orders/order-address.ts). */
export { COUNTRY_LIST, TITLE1_LIST, TITLE2_LIST };
const TITLE1_IDS = TITLE1_LIST.map((t) => t.Id) as [string, ...string[]];
const TITLE2_IDS = TITLE2_LIST.map((t) => t.Id) as [string, ...string[]];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The password fields of registration, personal data and the new-password page say the rule once.
export const PASSWORD_TEXTS = {
  hint: `Mindestens ${PASSWORD_MIN} Zeichen, mit Buchstaben und Ziffern oder Sonderzeichen.`,
  mismatch: "Die Kennwörter stimmen nicht überein.",
  repeatLabel: "Kennwort wiederholen",
  /** After a new password through the mailed link: the API's answer and the page after its redirect. */
  resetDone: "Ihr Kennwort wurde geändert. Sie können sich jetzt mit dem neuen Kennwort anmelden.",
} as const;

/**
 * The repeat field's error when it differs from the password, else none: the forms mark it together with
 * the schema's errors, so a short password and a differing repeat are both marked at once.
 */
export function passwordRepeatErrors(password: string | undefined, repeat: string | undefined, field: string): Record<string, string> {
  return (password ?? "") === (repeat ?? "") ? {} : { [field]: PASSWORD_TEXTS.mismatch };
}

// Her own name in her own forms: the one name rule (src/domain/orders/person-name.ts, decision 0038).
const firstName = personName("first", "Bitte geben Sie Ihren Vornamen ein.");
const lastName = personName("last", "Bitte geben Sie Ihren Nachnamen ein.");

export const emailSchema = z
  .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
  .trim()
  .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
  .max(254, { error: "Die E-Mail-Adresse ist zu lang." })
  .pipe(z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }))
  .transform((v) => v.toLowerCase());

/** New passwords: 8–128 characters with at least one letter and one digit or special character. */
export const newPasswordSchema = z
  .string({ error: "Bitte wählen Sie ein Kennwort." })
  .min(PASSWORD_MIN, { error: `Das Kennwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.` })
  .max(PASSWORD_MAX, { error: `Das Kennwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein.` })
  .refine((v) => /\p{L}/u.test(v) && /[^\p{L}]/u.test(v), {
    error: "Das Kennwort muss Buchstaben und mindestens eine Ziffer oder ein Sonderzeichen enthalten.",
  });

/** An entered (existing) password: only bounded, never judged. */
export const passwordSchema = z
  .string({ error: "Bitte geben Sie Ihr Kennwort ein." })
  .min(1, { error: "Bitte geben Sie Ihr Kennwort ein." })
  .max(PASSWORD_MAX, { error: "Bitte geben Sie Ihr Kennwort ein." });

export const title1Schema = z.enum(TITLE1_IDS, { error: "Bitte wählen Sie eine Anrede aus der Liste." }).default("");
export const title2Schema = z.enum(TITLE2_IDS, { error: "Bitte wählen Sie einen Titel aus der Liste." }).default("");
export const countryIdSchema = z
  .number({ error: "Bitte wählen Sie ein Land." })
  .int()
  .min(1)
  .max(3, { error: "Bitte wählen Sie ein Land." });
export const phoneSchema = z
  .string()
  .trim()
  .max(30, { error: "Höchstens 30 Zeichen." })
  .refine((v) => v === "" || /^\+?[0-9 ()/-]{6,}$/.test(v), { error: "Bitte geben Sie eine gültige Telefonnummer ein." })
  .default("");

/** POST /api/account/jwt/anmelden (spec §7). */
export const loginSchema = z.object({
  UserName: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .max(254),
  Password: passwordSchema,
});

/** Customer registration. */
export const registerSchema = z.object({
  Email: emailSchema,
  Password: newPasswordSchema,
  Title1: title1Schema,
  Title2: title2Schema,
  FirstName: firstName,
  LastName: lastName,
  Phone: phoneSchema,
  CountryId: countryIdSchema,
  /** Price and order notifications by e-mail (double opt-in). */
  Notifications: z.boolean().default(false),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Guest for one order (spec §4: only when registering for an order). */
export const guestSchema = z.object({
  Email: emailSchema,
  FirstName: firstName,
  LastName: lastName,
  CountryId: countryIdSchema.optional(),
});
export type GuestInput = z.infer<typeof guestSchema>;

export const passwordForgottenSchema = z.object({ Email: emailSchema });

export const tokenSchema = z
  .string({ error: "Der Link ist ungültig." })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "Der Link ist ungültig." });

export const setNewPasswordSchema = z.object({ Token: tokenSchema, Password: newPasswordSchema });
export const confirmTokenSchema = z.object({ Token: tokenSchema });

export const changePasswordSchema = z.object({ CurrentPassword: passwordSchema, NewPassword: newPasswordSchema });
export const changeEmailSchema = z.object({ NewEmail: emailSchema, Password: passwordSchema });

export const personalDataSchema = z.object({
  Title1: title1Schema,
  Title2: title2Schema,
  FirstName: firstName,
  LastName: lastName,
  Phone: phoneSchema,
});
export type PersonalDataInput = z.infer<typeof personalDataSchema>;

/**
 * An address of the address book. The content rules are the checkout's (checkAddress of
 * src/domain/orders/order-address.ts), so an address saved here is accepted at the order and vice versa.
 */
export const addressSchema = orderAddressSchema
  .extend({
    AddressType: z.union([z.literal(0), z.literal(1)], { error: "Bitte wählen Sie die Adressart." }),
    CountryId: countryIdSchema,
  })
  .superRefine((a, ctx) => {
    const problems = checkAddress(a, { countryId: a.CountryId, allowCompany: true, requirePhone: false });
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", path: [field], message });
  })
  .transform((a) => ({ ...a, ...normaliseAddress(a) }));
export type AddressInput = z.infer<typeof addressSchema>;
export type Address = AddressInput & { Id: number };
export type AddressFormInput = z.input<typeof addressSchema>;

export const notificationsSchema = z.object({ Enabled: z.boolean() });

/** The thanks after a rating: the API's answer and the rating page after its redirect say the same. */
export const ratingThanks = (dealerName: string) => `Vielen Dank! Ihre Bewertung für ${dealerName} wurde gespeichert.`;

export const ratingSchema = z.object({
  Token: tokenSchema,
  OrderId: idNumber(),
  Stars: z
    .number({ error: "Bitte vergeben Sie 1 bis 5 Sterne." })
    .int()
    .min(1, { error: "Bitte vergeben Sie 1 bis 5 Sterne." })
    .max(5, { error: "Bitte vergeben Sie 1 bis 5 Sterne." }),
  Comment: z.string().trim().max(2000, { error: "Höchstens 2000 Zeichen." }).default(""),
});

/**
 * Spec §3 "Login/registration session data": what the order-registration flow keeps between pages.
 * Never a password: unknown keys (such as Password) are dropped.
 */
const cachedAddressSchema = orderAddressSchema
  .extend({ CountryId: z.number().int().min(1).max(3).optional() })
  .nullable()
  .default(null);

export const registrationDataSchema = z.object({
  AuthData: z
    .object({
      Email: z.string().max(254).default(""),
      Title1: z.string().max(20).default(""),
      Title2: z.string().max(20).default(""),
      FirstName: z.string().max(60).default(""),
      LastName: z.string().max(60).default(""),
      Phone: z.string().max(30).default(""),
      IsGuest: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  UseInvoiceAddress: z.boolean().default(false),
  DeliveryAddress: cachedAddressSchema,
  InvoiceAddress: cachedAddressSchema,
});
export type RegistrationData = z.infer<typeof registrationDataSchema>;

/** Field errors of a zod result, keyed by the top-level field name (for forms). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}

// Answers of the account API (spec §7 "Authentication", "Customer, mex and account data").

export const loginAnswer = z.object({ success: z.boolean(), token: z.string().nullable(), redirectUrl: z.string().nullable() });
export const tokenAnswer = z.object({ success: z.boolean(), token: z.string().nullable() });
export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

export const personalDataAnswer = z.object({
  Email: z.string(),
  Title1: z.string(),
  Title2: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string(),
  CountryId: z.number(),
  IsGuest: z.boolean(),
  EmailConfirmed: z.boolean(),
  PendingEmail: z.string().nullable(),
  NotificationsConfirmed: z.boolean(),
});

export const addressAnswer = z.object({
  Id: z.number(),
  AddressType: z.union([z.literal(0), z.literal(1)]),
  Title1: z.string(),
  Title2: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  CompanyName: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CountryId: z.number(),
  Phone: z.string(),
});

/** Spec §7 `POST /api/account/jwt/abmelden`. */
export const logoutAnswer = z.object({ Success: z.boolean(), UserSwitched: z.boolean() });
/** Spec §7 `POST /api/account/v2/get/token`. */
export const renewTokenRequest = z.object({ CurrentToken: z.string().min(1).max(4000) });
export const renewTokenAnswer = z.object({ success: z.boolean(), reload: z.boolean(), token: z.string().nullable() });
/** Spec §7 `POST /api/account/get/token` (the refresh-token cookie when present). */
export const refreshTokenRequest = z
  .object({ CurrentToken: z.string().max(4000).optional(), RefreshToken: z.string().max(200).optional() })
  .default({});
export const refreshTokenAnswer = z.object({ token: z.string() });
/** Spec §7 `POST /api/account/anmelden-cookie`. */
export const cookieLoginRequest = z.object({ Type: z.enum(["v4", "legacy"]), AuthCookieValue: z.string().max(4000) });
export const successAnswer = z.object({ success: z.literal(true) });
export const emailConfirmationAnswer = messageAnswer.extend({ Kind: z.enum(["registration", "change"]), Email: z.string() });
/** Spec §7 `GET /api/common/address` (Title1List, Title2List, CountryList). */
export const addressListsAnswer = z.object({
  Title1List: z.array(z.object({ Id: z.string(), DisplayName: z.string() })),
  Title2List: z.array(z.object({ Id: z.string(), DisplayName: z.string() })),
  CountryList: z.array(z.object({ Id: z.number(), DisplayName: z.string(), Iso: z.string() })),
});
/** Spec §7 `GET /api/basedata/get`. */
export const baseDataAnswer = personalDataAnswer.extend({
  DeliveryAddresses: z.array(addressAnswer),
  InvoiceAddresses: z.array(addressAnswer),
});
/** Spec §7 `POST /api/jwt/kunde/set/favourite`. */
export const setFavouriteRequest = z.object({ UserId: idNumber(), State: z.boolean() });
export const emailChangeAnswer = z.object({ success: z.literal(true), PendingEmail: z.string() });
export const notificationsAnswer = z.object({
  success: z.literal(true),
  NotificationsConfirmed: z.boolean(),
  ConfirmationSent: z.boolean(),
});
export const addressListAnswer = z.array(addressAnswer);
export const idParams = z.object({ id: idParam() });
