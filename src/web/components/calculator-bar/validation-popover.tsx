import { useEffect, useRef } from "react";
import type { CalculatorFieldError } from "../../../domain/calculator/calculator-validation.ts";

export type FieldError = CalculatorFieldError;

/** Spec §2: a validation popover with an overlay that lists the errors. Escape or a click closes it. */
export function ValidationPopover({
  header,
  errors,
  onClose,
  children,
}: {
  header: string;
  errors: FieldError[];
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <>
      <div className="overlay" data-testid="validation-overlay" onClick={onClose} aria-hidden="true" />
      <div className="validation-popover" role="alertdialog" aria-modal="true" aria-labelledby="calc-validation-header">
        <p id="calc-validation-header" className="validation-popover__header">
          {header}
        </p>
        <ul className="validation-popover__list">
          {errors.map((e) => (
            <li key={e.key} data-key={e.key}>
              {e.message}
            </li>
          ))}
        </ul>
        {children}
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </>
  );
}
