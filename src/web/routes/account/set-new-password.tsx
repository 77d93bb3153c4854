/**
 * /neues-kennwort-setzen/{token}: a new password through the mailed link (2 h, single use), or the first
 * password of a dealer's staff member through the invitation link (7 days, decision 0027). A form action
 * (decision 0061): the same use case as POST /api/account/kennwort-setzen, then post/redirect/get.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/set-new-password";
import { PASSWORD_TEXTS, passwordRepeatErrors, setNewPasswordSchema } from "../../../domain/account/account.schemas.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { fieldError } from "../../lib/form-problem.ts";
import { formProblem, noticeOf, problemOfError, readForm, redirectWithNotice } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Neues Kennwort setzen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

const NOTICES = ["gesetzt", "festgelegt"] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const kind = await context.services.account.passwordLinkKind(params.token);
  const done = noticeOf(request, NOTICES);
  return { valid: kind !== null, invitation: done ? done === "festgelegt" : kind === "invitation", done: done !== null };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const parsed = await readForm(request, setNewPasswordSchema, { max: 300, extra: { Token: params.token } });
  // The repeat is marked together with the schema's errors; passwords never go back into the form.
  const repeat = passwordRepeatErrors(parsed.values.Password, parsed.values.PasswordRepeat, "PasswordRepeat");
  if (!parsed.ok || repeat.PasswordRepeat) {
    const fieldErrors = {
      ...(parsed.ok ? {} : parsed.fieldErrors),
      ...(repeat.PasswordRepeat && { PasswordRepeat: [repeat.PasswordRepeat] }),
    };
    return formProblem("", { fieldErrors });
  }
  const invitation = (await context.services.account.passwordLinkKind(params.token)) === "invitation";
  try {
    await context.services.account.resetPassword(parsed.data);
  } catch (err) {
    return problemOfError(err);
  }
  return redirectWithNotice(`/neues-kennwort-setzen/${encodeURIComponent(params.token)}`, invitation ? "festgelegt" : "gesetzt");
}

export default function SetNewPasswordPage({ loaderData, actionData: problem }: Route.ComponentProps) {
  const pending = useNavigation().state !== "idle";
  return (
    <main className="account-page">
      <section className="account-card">
        <h1>{loaderData.invitation ? "Kennwort festlegen" : "Neues Kennwort setzen"}</h1>
        {loaderData.done ? (
          <>
            <Alert kind="success">{PASSWORD_TEXTS.resetDone}</Alert>
            <Link to="/benutzerkonto/anmeldung" className="button button--primary">
              Zur Anmeldung
            </Link>
          </>
        ) : !loaderData.valid ? (
          <>
            <Alert kind="error">Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.</Alert>
            <Link to="/benutzerkonto/anmeldung" className="button button--secondary">
              Neuen Link anfordern
            </Link>
          </>
        ) : (
          <Form method="post" className="account-form" noValidate>
            <p className="account-page__lead">
              {loaderData.invitation
                ? "Willkommen im Händlerportal. Legen Sie Ihr Kennwort fest; danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Kennwort an."
                : "Wählen Sie ein neues Kennwort für Ihr Kundenkonto. Danach melden Sie sich damit an."}
            </p>
            {problem?.message && <Alert kind="error">{problem.message}</Alert>}
            <TextField
              label="Neues Kennwort"
              name="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_TEXTS.hint}
              error={fieldError(problem, "Password")}
            />
            <TextField
              label={PASSWORD_TEXTS.repeatLabel}
              name="PasswordRepeat"
              type="password"
              autoComplete="new-password"
              error={fieldError(problem, "PasswordRepeat")}
            />
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={pending}>
                Kennwort speichern
              </button>
            </div>
          </Form>
        )}
      </section>
    </main>
  );
}
