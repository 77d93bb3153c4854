/**
 * Server-only helpers of the checkout pages: who is asking, reading
 * form fields into the use cases' input, and turning coded errors into page data.
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { LoggedInUser } from "../../../domain/account/auth.ts";
import { orderLoginUrl as orderLoginPath } from "../../../domain/account/login-flow.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formText } from "../../lib/page.server.ts";

/** The login / registration / guest page of the order flow, back to this page afterwards. */
export function orderLoginUrl(productGroup: string, request: Request): string {
  const url = new URL(request.url);
  return orderLoginPath(productGroup, url.pathname + url.search);
}

export function callerOrLogin(user: LoggedInUser | null, productGroup: string, request: Request): Caller {
  if (!user) throw redirect(orderLoginUrl(productGroup, request));
  return { id: user.id, isGuest: user.isGuest, isImpersonated: user.isImpersonatedS };
}

const ADDRESS_FIELDS: (keyof OrderAddressInput)[] = [
  "Title1",
  "Title2",
  "FirstName",
  "LastName",
  "CompanyName",
  "Street",
  "HouseNumber",
  "ZipCode",
  "City",
  "Phone",
];

export function addressFromForm(form: FormData, prefix: string): OrderAddressInput {
  const a = {} as OrderAddressInput;
  for (const f of ADDRESS_FIELDS) a[f] = formText(form, `${prefix}.${f}`, 200);
  return a;
}

/** "12" → 12; anything else → null. */
export function intOrNull(value: string): number | null {
  const t = value.trim().replace(/\./g, "");
  return /^-?\d{1,9}$/.test(t) ? Number(t) : null;
}

/** The checkout's form problem (decision 0061): always with the refusal's code and the values typed. */
export type ActionProblem = FormProblem & { code: string; values: Record<string, string> };

/** A coded client error of a use case as page data (status kept); anything else is rethrown (500 page). */
export function problemOf(err: unknown, values: Record<string, string>) {
  if (isClientError(err)) {
    if (err.statusCode === 404) throw data(null, { status: 404 });
    return data<ActionProblem>(
      { message: err.message, code: err.code, fieldErrors: err.fieldErrors ?? {}, values },
      { status: err.statusCode },
    );
  }
  throw err;
}

/** The idempotency key of one view of the summary (decision 0007). */
export function newIdempotencyKey(): string {
  return randomUUID();
}
