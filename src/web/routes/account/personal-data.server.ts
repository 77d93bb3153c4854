/**
 * The personal data forms' action (decision 0061), shared by /persoenliche-daten and the partial account
 * pages: each form names its intent and calls the use case its API route calls (name, address add/change/
 * remove, e-mail change, password change, notifications), then post/redirect/get with a notice. Cookies
 * come from the load context as the API route sets them: a fresh access cookie after a name change (the
 * header's name is a claim), the new session's cookies after a password change (it ends every session).
 */
import { data, type AppLoadContext } from "react-router";
import {
  addressSchema,
  changeEmailSchema,
  changePasswordSchema,
  notificationsSchema,
  passwordRepeatErrors,
  personalDataSchema,
} from "../../../domain/account/account.schemas.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import {
  PERSONAL_DATA_NOTICES,
  type PersonalDataIntent,
  type PersonalDataNotice,
  type PersonalDataProblem,
} from "../../components/account/personal-data-intents.ts";
import type { FormProblem } from "../../lib/form-problem.ts";

export { PERSONAL_DATA_NOTICES };
import { assertSameOrigin, caller, formProblem, formText, problemOfError, readForm, redirectWithNotice } from "../../lib/page.server.ts";

/** Where each form's notice leads the page: its section. */
const SECTION: Record<PersonalDataIntent, string> = {
  name: "name-title",
  adresse: "addresses-title",
  "adresse-loeschen": "addresses-title",
  email: "email-title",
  kennwort: "password-title",
  benachrichtigungen: "notifications-title",
};

/** What goes back into a form: never a password. */
const withoutPasswords = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => !/password/i.test(k)));

const cookieHeaders = (cookies: string[]) => {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
};

/** `back`: the page to lead to afterwards (the partial page of one address leads to its address book). */
export async function personalDataAction(request: Request, context: AppLoadContext, back: string) {
  const user = caller(context);
  assertSameOrigin(request);
  const intent = (new URL(request.url).searchParams.get("aktion") ?? "") as PersonalDataIntent;
  const refused = (answer: { data: FormProblem; init: ResponseInit | null }) =>
    data<PersonalDataProblem>({ ...answer.data, values: withoutPasswords(answer.data.values ?? {}), intent }, answer.init ?? undefined);
  const done = (notice: PersonalDataNotice, init?: ResponseInit) => redirectWithNotice(`${back}#${SECTION[intent]}`, notice, init);
  const account = context.services.account;
  const self = { id: user.id, isImpersonated: user.isImpersonatedS };
  const countryId = context.country.countryId;

  switch (intent) {
    case "name": {
      const parsed = await readForm(request, personalDataSchema, { max: 200 });
      if (!parsed.ok) return refused(formProblem("", parsed));
      try {
        await account.updatePersonalData(user.id, parsed.data);
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
      return done("daten", { headers: cookieHeaders(await context.renewedAccessCookies()) });
    }
    case "adresse": {
      const parsed = await readForm(request, addressSchema, {
        max: 200,
        extra: (v) => ({ AddressType: Number(v.AddressType), CountryId: Number(v.CountryId) }),
      });
      if (!parsed.ok) return refused(formProblem("", parsed));
      const id = parseIdText(parsed.values.Id);
      try {
        if (id) await account.changeAddress(user.id, id, parsed.data);
        else await account.addAddress(user.id, parsed.data);
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
      return done("adresse");
    }
    case "adresse-loeschen": {
      const form = await request.formData();
      const id = parseIdText(formText(form, "Id", 12)) ?? 0;
      try {
        await account.removeAddress(user.id, id);
      } catch (err) {
        return refused(problemOfError(err, { Id: String(id) }));
      }
      return done("adresse-entfernt");
    }
    case "email": {
      const parsed = await readForm(request, changeEmailSchema, { max: 300 });
      if (!parsed.ok) return refused(formProblem("", parsed));
      try {
        await account.requestEmailChange(self, parsed.data, countryId);
      } catch (err) {
        return refused(problemOfError(err, parsed.values));
      }
      return done("email");
    }
    case "kennwort": {
      const parsed = await readForm(request, changePasswordSchema, { max: 300 });
      const repeat = passwordRepeatErrors(parsed.values.NewPassword, parsed.values.NewPasswordRepeat, "NewPasswordRepeat");
      if (!parsed.ok || repeat.NewPasswordRepeat) {
        const fieldErrors = {
          ...(parsed.ok ? {} : parsed.fieldErrors),
          ...(repeat.NewPasswordRepeat && { NewPasswordRepeat: [repeat.NewPasswordRepeat] }),
        };
        return refused(formProblem("", { fieldErrors }));
      }
      try {
        const session = await account.changePassword(self, parsed.data);
        return done("kennwort", { headers: cookieHeaders(context.sessionCookies(session)) });
      } catch (err) {
        return refused(problemOfError(err));
      }
    }
    case "benachrichtigungen": {
      // An unchecked box is not sent: absent means off.
      const parsed = await readForm(request, notificationsSchema, { max: 10, extra: (v) => ({ Enabled: v.Enabled === "on" }) });
      if (!parsed.ok) return refused(formProblem("", parsed));
      try {
        const answer = await account.changeNotifications(user.id, parsed.data.Enabled, countryId);
        return done(
          answer.ConfirmationSent
            ? "benachrichtigungen-bestaetigen"
            : parsed.data.Enabled
              ? "benachrichtigungen-an"
              : "benachrichtigungen-aus",
        );
      } catch (err) {
        return refused(problemOfError(err));
      }
    }
    default:
      return refused(formProblem("Unbekannte Aktion. Bitte laden Sie die Seite neu."));
  }
}
