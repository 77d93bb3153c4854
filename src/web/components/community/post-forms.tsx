import { Form, Link } from "react-router";
import { REPORT_REASONS } from "../../../domain/community/community.schemas.ts";
import { COMMUNITY_LIMITS } from "../../../domain/community/write-rules.ts";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

/** Plain forms (decision 0069): post/redirect/get, so each works without JavaScript. */

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={`community-field${error ? " community-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="community-field__error" id={`${id}-fehler`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A new thread, a reply or a change of her post. */
export function PostForm({
  intent,
  problem,
  category,
  parentId,
  postId,
  values = {},
  submitLabel,
  withTitle,
  cancelTo,
}: {
  intent: "new" | "reply" | "edit";
  problem?: FormProblem | null;
  category?: string;
  parentId?: number;
  postId?: number;
  values?: Record<string, string>;
  submitLabel: string;
  withTitle: boolean;
  cancelTo?: string;
}) {
  const mine = problem?.values?.intent === intent ? problem : null;
  const v = { ...values, ...(mine?.values ?? {}) };
  const titleError = fieldError(mine, "Title");
  const textError = fieldError(mine, "Text");
  const id = (n: string) => `${intent}-${postId ?? parentId ?? "neu"}-${n}`;
  return (
    <Form method="post" className="community-form" data-testid={`community-form-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      {category && <input type="hidden" name="Category" value={category} />}
      {parentId !== undefined && <input type="hidden" name="FkCommunityPostParentId" value={parentId} />}
      {postId !== undefined && <input type="hidden" name="id" value={postId} />}
      {mine && !titleError && !textError && (
        <p className="community-form__problem" role="alert">
          {mine.message}
        </p>
      )}
      {withTitle && (
        <Field id={id("titel")} label="Titel" error={titleError}>
          <input
            id={id("titel")}
            name="Title"
            defaultValue={v.Title ?? ""}
            maxLength={COMMUNITY_LIMITS.titleMax}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id("titel")}-fehler` : undefined}
          />
        </Field>
      )}
      <Field id={id("text")} label={intent === "reply" ? "Ihre Antwort" : "Ihr Beitrag"} error={textError}>
        <textarea
          id={id("text")}
          name="Text"
          rows={intent === "reply" ? 4 : 6}
          defaultValue={v.Text ?? ""}
          maxLength={COMMUNITY_LIMITS.textMax}
          required
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id("text")}-fehler` : `${id("text")}-hinweis`}
        />
        <p className="community-field__hint" id={`${id("text")}-hinweis`}>
          Nur Text, höchstens {COMMUNITY_LIMITS.textMax.toLocaleString("de-DE")} Zeichen. Leerzeilen trennen Absätze, Webadressen werden zu
          Links.
        </p>
      </Field>
      <div className="community-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {cancelTo && (
          <Link to={cancelTo} className="button button--secondary">
            Abbrechen
          </Link>
        )}
      </div>
    </Form>
  );
}

/** "Melden" (DSA Art. 16): a reason, an optional explanation, a visitor's e-mail address. */
export function ReportForm({
  postId,
  visitor,
  problem,
  cancelTo,
}: {
  postId: number;
  visitor: boolean;
  problem?: FormProblem | null;
  cancelTo: string;
}) {
  const mine = problem?.values?.intent === "report" ? problem : null;
  const emailError = fieldError(mine, "Email");
  const reasonError = fieldError(mine, "Reason");
  return (
    <Form method="post" className="community-form community-report" data-testid="community-report-form">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="id" value={postId} />
      {mine && !emailError && !reasonError && (
        <p className="community-form__problem" role="alert">
          {mine.message}
        </p>
      )}
      <fieldset className={reasonError ? "community-field--error" : undefined}>
        <legend>Warum melden Sie diesen Beitrag?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.id} className="community-report__reason">
            <input type="radio" name="Reason" value={r.id} defaultChecked={mine?.values?.Reason === r.id} required /> {r.label}
          </label>
        ))}
        {reasonError && <p className="community-field__error">{reasonError}</p>}
      </fieldset>
      <Field id={`melden-${postId}-text`} label="Erläuterung (freiwillig)">
        <textarea
          id={`melden-${postId}-text`}
          name="Text"
          rows={3}
          maxLength={COMMUNITY_LIMITS.reportTextMax}
          defaultValue={mine?.values?.Text ?? ""}
        />
      </Field>
      {visitor && (
        <Field id={`melden-${postId}-email`} label="Ihre E-Mail-Adresse (für das Ergebnis der Prüfung)" error={emailError}>
          <input
            id={`melden-${postId}-email`}
            name="Email"
            type="email"
            autoComplete="email"
            required
            defaultValue={mine?.values?.Email ?? ""}
          />
        </Field>
      )}
      <div className="community-form__actions">
        <button type="submit" className="button button--primary">
          Meldung senden
        </button>
        <Link to={cancelTo} className="button button--secondary">
          Abbrechen
        </Link>
      </div>
    </Form>
  );
}
