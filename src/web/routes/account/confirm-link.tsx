/**
 * Shared body of the pages that confirm a mailed link (e-mail address, notifications, price alarm): the link
 * is used once the page is open in a browser (scripts that only fetch the link, such as mail scanners, do
 * not use it up). The page posts to its own action (decision 0061): with JavaScript at once through a
 * fetcher, without it by the button.
 */
import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import type { FormProblem } from "../../lib/form-problem.ts";
import type { ConfirmLinkDone } from "./confirm-link.server.ts";

type Result = ConfirmLinkDone | FormProblem;

export function ConfirmLink({ title, valid }: { title: string; valid: boolean }) {
  const fetcher = useFetcher<Result>();
  const posted = useActionData<Result>();
  const result = fetcher.data ?? posted;
  const started = useRef(false);
  useEffect(() => {
    if (!valid || posted || started.current) return;
    started.current = true;
    void fetcher.submit({}, { method: "post" });
  }, [fetcher, posted, valid]);
  const state: { status: "working" | "done" | "failed"; message: string } = !valid
    ? { status: "failed", message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." }
    : result
      ? { status: "done" in result ? "done" : "failed", message: result.message }
      : { status: "working", message: "Einen Moment bitte, wir bestätigen Ihren Link …" };
  return (
    <>
      <h1>{title}</h1>
      <p
        role={state.status === "failed" ? "alert" : "status"}
        className={`account-alert account-alert--${state.status === "done" ? "success" : state.status === "working" ? "info" : "error"}`}
      >
        {state.message}
      </p>
      <div className="account-actions">
        {state.status === "working" && (
          // Without JavaScript nothing posts by itself: the visitor confirms with the button.
          <noscript>
            <form method="post">
              <button type="submit" className="button button--primary">
                Link bestätigen
              </button>
            </form>
          </noscript>
        )}
        {state.status !== "working" && (
          <Link to="/" className="button button--secondary">
            Zur Startseite
          </Link>
        )}
      </div>
    </>
  );
}
