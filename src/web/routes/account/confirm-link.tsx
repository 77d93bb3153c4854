/**
 * Shared body of the pages that confirm a mailed link (e-mail address, notifications): the link is
 * used once the page is open in a browser (scripts that only fetch the link, such as mail scanners,
 * do not use it up); a network failure offers a retry.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import "../../components/account/account.css";
import { ApiError, apiPost } from "../../lib/api.ts";

export function ConfirmLink({ title, valid, url, token }: { title: string; valid: boolean; url: string; token: string }) {
  const [state, setState] = useState<{ status: "working" | "done" | "failed" | "retry"; message: string }>(
    valid
      ? { status: "working", message: "Einen Moment bitte, wir bestätigen Ihren Link …" }
      : { status: "failed", message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." },
  );
  const started = useRef(false);
  const confirm = useCallback(async () => {
    setState({ status: "working", message: "Einen Moment bitte, wir bestätigen Ihren Link …" });
    try {
      const answer = await apiPost<{ message: string }>(url, { Token: token });
      setState({ status: "done", message: answer.message });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) setState({ status: "failed", message: err.message });
      else setState({ status: "retry", message: err instanceof ApiError ? err.message : "Das hat leider nicht geklappt." });
    }
  }, [token, url]);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    void confirm();
  }, [confirm, valid]);
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
        {state.status === "retry" && (
          <button type="button" className="button button--primary" onClick={() => void confirm()}>
            Erneut versuchen
          </button>
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
