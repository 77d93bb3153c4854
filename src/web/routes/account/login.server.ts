/**
 * The login page's action (decisions 0026, 0061): login, password forgotten, registration and guest, each
 * the use case of its API route with the route's cookies (the session's, and the order flow's registration
 * data), then on to where the API's answer leads the page. The browser's session store takes the new
 * session over when the root data's user changes (session-provider.tsx).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import {
  guestSchema,
  loginSchema,
  passwordForgottenSchema,
  registerSchema,
  registrationDataSchema,
} from "../../../domain/account/account.schemas.ts";
import { afterLoginPath, returnUrlOf } from "../../../domain/account/login-flow.ts";
import { type LoginIntent, type LoginPageProblem, registerInput, registerRepeatErrors } from "../../components/account/login-form-input.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { formProblem, problemOfError, readForm } from "../../lib/page.server.ts";

const withCookies = (cookies: string[]) => {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return { headers };
};

/** `registerForOrder`: the order login (bestellanmeldung), whose registration data go on to the checkout. */
export async function loginPageAction(request: Request, context: AppLoadContext, registerForOrder: boolean) {
  const url = new URL(request.url);
  // The form without JavaScript of decision 0026 named no intent: it is the login.
  const intent = (url.searchParams.get("aktion") ?? "anmelden") as LoginIntent;
  const returnUrl = returnUrlOf(url.searchParams);
  const account = context.services.account;
  const countryId = context.country.countryId;
  const refused = (answer: { data: FormProblem; init: ResponseInit | null }) => {
    const values = Object.fromEntries(Object.entries(answer.data.values ?? {}).filter(([k]) => !/password/i.test(k)));
    return data<LoginPageProblem>({ ...answer.data, values, intent }, answer.init ?? undefined);
  };
  const registrationCookie = (auth: Record<string, unknown>) =>
    context.registrationCookie(registrationDataSchema.parse({ AuthData: auth }));

  switch (intent) {
    case "anmelden": {
      const parsed = await readForm(request, loginSchema, { max: 300 });
      if (!parsed.ok) return refused(formProblem("", parsed));
      try {
        const result = await account.logIn({ ...parsed.data, clientAddress: context.clientAddress });
        // Spec §4: an account with an external redirect address is sent there instead of getting a session.
        if (result.kind === "redirect") return redirect(result.redirectUrl);
        return redirect(afterLoginPath(result.redirectUrl, returnUrl), withCookies(context.sessionCookies(result.session)));
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
    }
    case "kennwort-vergessen": {
      const parsed = await readForm(request, passwordForgottenSchema, { max: 300 });
      if (!parsed.ok) return refused(formProblem("", parsed));
      // The same answer for every address, at once (the mail goes afterwards).
      account.requestPasswordReset(parsed.data.Email, countryId);
      return redirect("/anfrage-bestaetigen?anfrage=kennwort");
    }
    case "registrieren": {
      const parsed = await readForm(request, registerSchema, { max: 300, extra: (v) => registerInput(v, countryId) });
      const repeat = registerRepeatErrors(parsed.values);
      if (!parsed.ok || repeat.PasswordRepeat) {
        const fieldErrors = {
          ...(parsed.ok ? {} : parsed.fieldErrors),
          ...(repeat.PasswordRepeat && { PasswordRepeat: [repeat.PasswordRepeat] }),
        };
        return refused(formProblem("", { fieldErrors, values: parsed.values }));
      }
      try {
        const { session } = await account.registerCustomer(parsed.data, countryId);
        const d = parsed.data;
        if (!registerForOrder)
          return redirect(
            `/anfrage-bestaetigen?anfrage=registrierung&ReturnUrl=${encodeURIComponent(returnUrl)}`,
            withCookies(context.sessionCookies(session)),
          );
        // Spec §3: the order flow keeps what was typed (never a password) for the checkout.
        const auth = {
          Email: d.Email,
          Title1: d.Title1,
          Title2: d.Title2,
          FirstName: d.FirstName,
          LastName: d.LastName,
          Phone: d.Phone,
          IsGuest: false,
        };
        return redirect(returnUrl, withCookies([...context.sessionCookies(session), await registrationCookie(auth)]));
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
    }
    case "gast": {
      const parsed = await readForm(request, guestSchema, { max: 300 });
      if (!parsed.ok) return refused(formProblem("", parsed));
      try {
        const session = await account.registerGuest(parsed.data, countryId);
        const d = parsed.data;
        const auth = {
          Email: d.Email.trim().toLowerCase(),
          FirstName: d.FirstName,
          LastName: d.LastName,
          Title1: "",
          Title2: "",
          Phone: "",
          IsGuest: true,
        };
        return redirect(returnUrl, withCookies([...context.sessionCookies(session), await registrationCookie(auth)]));
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
    }
    default:
      return refused(formProblem("Unbekannte Aktion. Bitte laden Sie die Seite neu."));
  }
}
