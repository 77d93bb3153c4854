import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { IGNORED_ERROR_MESSAGES } from "../../domain/error-trace/error-report.ts";
import { apiPost } from "../lib/api.ts";

interface CollectedError {
  message: string;
  filename: string;
  lineno: number;
  colno: number;
  stack: string;
  time: string;
}

/**
 * Collects uncaught errors and sends them (spec §7) after each navigation after the first and on
 * page unload. Nothing is sent when nothing went wrong.
 */
export function ErrorReporter() {
  const errors = useRef<CollectedError[]>([]);
  const timeStart = useRef(new Date().toISOString());
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const onError = (e: ErrorEvent) => {
      if (IGNORED_ERROR_MESSAGES.some((m) => e.message?.includes(m))) return;
      errors.current.push({
        message: String(e.message ?? "").slice(0, 4000),
        filename: String(e.filename ?? "").slice(0, 4000),
        lineno: e.lineno ?? 0,
        colno: e.colno ?? 0,
        stack: String(e.error?.stack ?? "").slice(0, 4000),
        time: new Date().toISOString(),
      });
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      const reason = e.reason as { message?: string; stack?: string } | undefined;
      errors.current.push({
        message: String(reason?.message ?? reason ?? "Unhandled rejection").slice(0, 4000),
        filename: "",
        lineno: 0,
        colno: 0,
        stack: String(reason?.stack ?? "").slice(0, 4000),
        time: new Date().toISOString(),
      });
    };
    const onHide = () => flush();
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("pagehide", onHide);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    flush();
  }, [location.pathname, location.search]);

  function flush() {
    if (errors.current.length === 0) return;
    const report = {
      userAgent: navigator.userAgent,
      timeStart: timeStart.current,
      timeEnd: new Date().toISOString(),
      href: window.location.href,
      errors: errors.current.splice(0, 50),
    };
    timeStart.current = new Date().toISOString();
    // keepalive (a beacon cannot carry headers): the report survives the unload and still carries the CSRF header
    // a logged-in visitor's cookie requires.
    void apiPost("/api/error-trace/js-error", report, { keepalive: true }).catch(() => {});
  }
  return null;
}
