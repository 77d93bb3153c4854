import { useId } from "react";

interface FieldBase {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

export function TextField({
  label,
  name,
  error,
  hint,
  optional,
  ...input
}: FieldBase & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="account-field__optional"> (optional)</span>}
      </label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A multi-line text field with a label, an optional hint and the field's error, like TextField. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  optional,
  ...textarea
}: FieldBase & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="account-field__optional"> (optional)</span>}
      </label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  options,
  ...select
}: FieldBase & { options: { value: string; label: string }[] } & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const id = useId();
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Alert({ kind, children }: { kind: "error" | "success" | "info"; children: React.ReactNode }) {
  return (
    <div className={`account-alert account-alert--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The values of a form as strings (checkboxes: "on" or missing). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form).entries()) out[k] = typeof v === "string" ? v : "";
  return out;
}
