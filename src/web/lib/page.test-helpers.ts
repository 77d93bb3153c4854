/** Shared set-up of the page action tests (not a test file itself): a form post and what the action answered. */
import type { AppLoadContext } from "react-router";
import { LOCALES } from "../../domain/shared/countries.ts";

/** A same-origin form post to `url` (the browser's Sec-Fetch-Site), as React Router hands it to the action. */
export function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
) {
  return new Request(new URL(url, "http://de.localhost"), { method: "POST", body: new URLSearchParams(fields), headers });
}

/** A load context with the services the test hands in (the rest of it as a German page request gets it). */
export function pageContext(services: Record<string, unknown>, more: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    services,
    user: null,
    country: LOCALES.de,
    clientAddress: "127.0.0.1",
    requestId: "req-1",
    sessionCookies: () => [],
    endedSessionCookies: () => [],
    ...more,
  } as unknown as AppLoadContext;
}

/** What an action answered: a redirect's status and Location, or data()'s status and body. */
export function answerOf(result: unknown): { status: number; location?: string | null; cookies?: string[]; data?: unknown } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), cookies: result.headers.getSetCookie() };
  const d = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (d?.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, data: d.data };
  return { status: 200, data: result };
}

/** What an action threw (the error page): its status. */
export async function thrownStatus(run: () => unknown): Promise<number> {
  try {
    await run();
  } catch (err) {
    const e = err as { init?: { status?: number }; status?: number };
    return e.init?.status ?? e.status ?? 0;
  }
  throw new Error("nothing was thrown");
}
