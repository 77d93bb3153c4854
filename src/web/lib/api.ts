/**
 * The one fetch helper for browser code calling the /api endpoints (spec §7): credentials are always
 * sent; `Authorization: Bearer` only when a token is stored and its stored expiry is in the future;
 * `RequestVerificationToken` whenever the CSRFTOKEN cookie exists. Error answers become an ApiError
 * with the server's German message, code and field errors.
 */
import { usableToken } from "../../domain/account/session.ts";
import { readCookie, readSession } from "./session-store.ts";

export const CSRF_COOKIE_NAME = "CSRFTOKEN";
export const CSRF_HEADER_NAME = "RequestVerificationToken";
export const NETWORK_ERROR_MESSAGE = "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.";

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    message: string,
    readonly code: string,
    /** Field paths as the server sends them, e.g. "body.Email" or "Email". */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Leave the Bearer header out even when a token exists (e.g. when renewing with the cookie). */
  anonymous?: boolean;
  /** The request outlives the page (error reports on pagehide; sendBeacon cannot carry the CSRF header). */
  keepalive?: boolean;
}

/** The headers every call carries. */
export function apiHeaders(opts: { anonymous?: boolean; now?: number } = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = opts.anonymous ? null : usableToken(readSession(), opts.now ?? Date.now());
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrf = readCookie(CSRF_COOKIE_NAME);
  if (csrf) headers[CSRF_HEADER_NAME] = csrf;
  return headers;
}

/** A download read as it streams in (the back office's exports): the answer itself, or the ApiError of a refusal. */
export async function apiStream(path: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: "include", headers: { ...apiHeaders(), Accept: "*/*" } });
  } catch (err) {
    console.error(JSON.stringify({ time: new Date().toISOString(), message: (err as Error).message, url: path }));
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, "NETWORK_ERROR");
  }
  if (res.ok && res.body) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string; fieldErrors?: Record<string, string[]> };
  throw new ApiError(
    res.status,
    body.message ?? "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut.",
    body.code ?? `HTTP_${res.status}`,
    body.fieldErrors ?? {},
  );
}

export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers = { ...apiHeaders({ anonymous: opts.anonymous }), ...opts.headers };
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      credentials: "include",
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    // Spec §8: network failures are logged with timestamp, message and url.
    console.error(JSON.stringify({ time: new Date().toISOString(), message: (err as Error).message, url: path }));
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, "NETWORK_ERROR");
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const body = (data ?? {}) as { message?: string; code?: string; fieldErrors?: Record<string, string[]> };
    throw new ApiError(
      res.status,
      body.message ?? "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut.",
      body.code ?? `HTTP_${res.status}`,
      body.fieldErrors ?? {},
    );
  }
  return data as T;
}

export const apiGet = <T>(path: string, opts: Omit<ApiOptions, "method" | "body"> = {}) => api<T>(path, { ...opts, method: "GET" });
export const apiPost = <T>(path: string, body?: unknown, opts: Omit<ApiOptions, "method" | "body"> = {}) =>
  api<T>(path, { ...opts, method: "POST", body: body ?? {} });
export const apiPut = <T>(path: string, body: unknown, opts: Omit<ApiOptions, "method" | "body"> = {}) =>
  api<T>(path, { ...opts, method: "PUT", body });
export const apiDelete = <T>(path: string, opts: Omit<ApiOptions, "method" | "body"> = {}) => api<T>(path, { ...opts, method: "DELETE" });

/** Field errors of an ApiError by field name ("body.Email" → "Email"; first message each), for forms. */
export function fieldErrorsOfApi(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(err.fieldErrors)) {
    const key = path.replace(/^(body|params|querystring)\./, "");
    if (messages[0]) out[key] ??= messages[0];
  }
  return out;
}
