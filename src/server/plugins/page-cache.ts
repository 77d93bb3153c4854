import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { CONSENT_COOKIE, consentFromCookie, VISIT_COOKIE } from "../../domain/site/consent.ts";
import { type Cache, prefixesOverlap } from "../platform/cache/cache.ts";
import { CSRF_COOKIE } from "./auth.ts";

/**
 * The rendered-page cache for visitors without a session (decision 0062), the way a CDN would serve them:
 * a page whose route says `handle.publicCache` is rendered once per host, consent choice, path and query,
 * kept in the platform cache (shared through Redis when configured) for PAGE_CACHE_TTL_MS, and dropped on
 * every instance as soon as the data it shows changes.
 */
export const PAGE_CACHE_PREFIX = "pages:";
export const PAGE_CACHE_TTL_MS = 60_000;

/**
 * Cookies that change nothing a shared page shows (the consent choice is part of the key). Any other
 * cookie — a session, the order flow's data, the support panel, the app view, or one we do not know —
 * and the visitor gets her own render.
 */
const SHARED_COOKIES: ReadonlySet<string> = new Set([CONSENT_COOKIE, VISIT_COOKIE, CSRF_COOKIE]);

/**
 * The cache areas (key prefixes, decision 0016) whose invalidation changes what public pages show: the
 * market's prices and dealers, the local price pages, the review widget of every page's footer, news and
 * content. "" (everything) is among them by prefixesOverlap.
 */
const PAGE_DATA_PREFIXES = ["market:", "prices:", "calculator:", "dealers:", "location:", "site:", "news:", "cms:"];

/** The longest path and query a page is cached for; longer ones are rendered for the visitor alone. */
const MAX_URL_LENGTH = 512;
/** A page larger than this is not kept (the largest price page is about a tenth of it). */
const MAX_BODY_BYTES = 2_000_000;

/**
 * What the cache keeps of a page: the answer, its body cut where the render's per-request values stood (its
 * CSP nonce and its stand-in request id), so each copy is put together with the next visitor's values
 * without searching the page again.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body between the holes: parts.length === holes.length + 1. */
  parts: string[];
  holes: ("nonce" | "requestId")[];
}

/** The headers that tell a CDN (and the browser) how a shared page may be kept. */
export const SHARED_PAGE_HEADERS = {
  "cache-control": `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_MS / 1000}`,
  // The page differs by the consent cookie, and a session must never get it: a CDN keys on the cookies.
  vary: "Cookie",
  "surrogate-key": "pages",
} as const;

/** The path a `.data` request (React Router's client navigation) loads: "/a/b.data" → "/a/b", "/_root.data" → "/". */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

type KeyRequest = Pick<FastifyRequest, "method" | "url" | "host" | "headers"> & {
  cookies?: Record<string, string | undefined>;
  user?: unknown;
};

/**
 * The page's key in the shared cache, or null when this request must be rendered for the visitor alone:
 * not a GET, a signed-in user, a cookie that is not harmless, the native app, an overlong URL, or a page
 * whose route does not allow it (`isPublicPage`, which also refuses a page whose slots are drawn per visitor).
 */
export function sharedPageKey(req: KeyRequest, isAppView: boolean, isPublicPage: (pagePath: string) => boolean): string | null {
  if (req.method !== "GET" || req.user || isAppView || req.url.length > MAX_URL_LENGTH) return null;
  for (const name of Object.keys(req.cookies ?? {})) if (!SHARED_COOKIES.has(name)) return null;
  const pathname = req.url.split("?", 1)[0];
  if (!isPublicPage(pagePathOf(pathname))) return null;
  const consent = consentFromCookie(req.headers.cookie) ?? "none";
  return `${PAGE_CACHE_PREFIX}${req.host}:${consent}:${req.url}`;
}

/** Cuts a rendered body at every occurrence of the render's nonce and stand-in request id. */
export function cutAtHoles(body: string, nonce: string, requestId: string): Pick<CachedPage, "parts" | "holes"> {
  const parts: string[] = [];
  const holes: CachedPage["holes"] = [];
  let at = 0;
  for (;;) {
    const n = nonce ? body.indexOf(nonce, at) : -1;
    const r = body.indexOf(requestId, at);
    const next = n === -1 ? r : r === -1 ? n : Math.min(n, r);
    if (next === -1) break;
    parts.push(body.slice(at, next));
    const isNonce = next === n;
    holes.push(isNonce ? "nonce" : "requestId");
    at = next + (isNonce ? nonce.length : requestId.length);
  }
  parts.push(body.slice(at));
  return { parts, holes };
}

// The parts as bytes, once per cached object (the in-process cache hands out the same object every time).
const encodedParts = new WeakMap<CachedPage, Buffer[]>();

/** The page for this request: the cached one with this request's nonce and id in its holes, as bytes. */
export function personalise(page: CachedPage, nonce: string, requestId: string): Buffer {
  let parts = encodedParts.get(page);
  if (!parts) {
    parts = page.parts.map((p) => Buffer.from(p));
    encodedParts.set(page, parts);
  }
  const values = { nonce: Buffer.from(nonce), requestId: Buffer.from(requestId) };
  const pieces: Buffer[] = [parts[0]];
  for (let i = 0; i < page.holes.length; i++) pieces.push(values[page.holes[i]], parts[i + 1]);
  return Buffer.concat(pieces);
}

/** A stand-in request id for a render that will be shared: unique, so swapping it touches nothing else. */
export const sharedRequestId = () => `shared-${randomUUID()}`;

/**
 * Whether a rendered answer may be kept: a complete 200 page or page data that sets no cookie (a loader
 * that starts something for this visitor sets one) and is not marked private by its loader.
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/private|no-store/i.test(cacheControl);
}

/** Reads a rendered answer into what the cache keeps. */
export async function readPage(response: Response, nonce: string, requestId: string): Promise<CachedPage> {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== "content-length" && name !== "set-cookie") headers.push([name, value]);
  return { status: response.status, headers, ...cutAtHoles(await response.text(), nonce, requestId) };
}

/** Whether a page is small enough to keep (a larger one is still sent, only not kept). */
export const fitsCache = (page: CachedPage) => page.parts.reduce((n, p) => n + p.length, 0) <= MAX_BODY_BYTES;

/**
 * Drops every shared page when data they show changes, on every instance (the shared cache relays the
 * invalidation through Redis pub/sub). Returns the unsubscribe.
 */
export function dropPagesOnDataChange(cache: Cache): () => void {
  return cache.onInvalidate((prefix) => {
    // "" already took the pages with it; a drop of the pages themselves must not drop them again.
    if (prefix === "" || prefix.startsWith(PAGE_CACHE_PREFIX)) return;
    if (PAGE_DATA_PREFIXES.some((data) => prefixesOverlap(prefix, data))) void cache.invalidatePrefix(PAGE_CACHE_PREFIX).catch(() => {});
  });
}
