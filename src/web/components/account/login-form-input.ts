/**
 * The login page's forms (decision 0061): which form a post is (`?aktion=`, so the page form limits count
 * each as its API route), and the form's text as the domain schema's input — the same in the browser's
 * check before sending and in the page's action.
 */
import { useSearchParams } from "react-router";
import { fieldErrorsOf, passwordRepeatErrors, type registerSchema } from "../../../domain/account/account.schemas.ts";
import type { z } from "zod";
import type { FormProblem } from "../../lib/form-problem.ts";

export type LoginIntent = "anmelden" | "kennwort-vergessen" | "registrieren" | "gast";

/** A refused form of the login page: which form it was, so only that one shows it. */
export type LoginPageProblem = FormProblem & { intent: LoginIntent };

/** The registration form's text as `registerSchema`'s input (the short form has no titles, phone or country). */
export function registerInput(v: Record<string, string>, countryId: number): z.input<typeof registerSchema> {
  return {
    Email: v.Email ?? "",
    Password: v.Password ?? "",
    Title1: v.Title1 ?? "",
    Title2: v.Title2 ?? "",
    FirstName: v.FirstName ?? "",
    LastName: v.LastName ?? "",
    Phone: v.Phone ?? "",
    CountryId: Number(v.CountryId ?? countryId),
    Notifications: v.Notifications === "on",
  };
}

/** The form's own check beyond the schema: a repeat that differs is marked with the schema's errors. */
export const registerRepeatErrors = (v: Record<string, string>) => passwordRepeatErrors(v.Password, v.PasswordRepeat, "PasswordRepeat");

/** The first message per field of a schema check (what the browser marks before sending). */
export function firstErrors(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  return result.success || !result.error ? {} : fieldErrorsOf(result.error);
}

/** A form's `action`: this page with its query (ReturnUrl, mode, guest) and the form's intent. */
export function useLoginFormAction(intent: LoginIntent): string {
  const [params] = useSearchParams();
  const q = new URLSearchParams(params);
  q.set("aktion", intent);
  return `?${q}`;
}
