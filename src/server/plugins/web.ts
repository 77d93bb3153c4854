import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { WebContext } from "../web-context.ts";
import { PAGE_METHODS } from "./http-edge.ts";
import { unsafeTextPaths } from "../../domain/shared/safe-text.ts";
import { guardPages } from "./page-guard.ts";
import { createPageQueue } from "./page-queue.ts";
import { pageHandles } from "./page-slots.ts";
import type { SlotRegistry } from "../platform/slots/slot-registry.ts";
import type { Cache } from "../platform/cache/cache.ts";
import {
  type CachedPage,
  dropPagesOnDataChange,
  fitsCache,
  mayKeep,
  PAGE_CACHE_TTL_MS,
  personalise,
  readPage,
  SHARED_PAGE_HEADERS,
  sharedPageKey,
  sharedRequestId,
} from "./page-cache.ts";
import { slotNamesOfHandles } from "../../domain/slots/slots.types.ts";
import { pageAreaOf, verdict } from "../../domain/access/access-areas.ts";
import { FILE_USES } from "../../domain/files/file-uses.ts";
import { AppError } from "../../domain/shared/errors.ts";

/** A page form with a file: the largest upload plus room for its other fields and the multipart framing. */
const UPLOAD_PAGE_BODY_LIMIT = Math.max(...Object.values(FILE_USES).map((u) => u.maxBytes)) + 64 * 1024;

export const BUILD_DIR = resolve(process.cwd(), "build");
/** Vite writes every file here with a content hash in its name (public/ files land one level up). */
const HASHED_ASSETS_DIR = resolve(BUILD_DIR, "client/assets") + sep;

export function hasWebBuild(): boolean {
  return existsSync(resolve(BUILD_DIR, "server/index.js"));
}

/** Static assets plus the React Router request handler for every path that is not API. */
export async function webPlugin(
  app: FastifyInstance,
  opts: {
    context: (req: FastifyRequest) => Omit<WebContext, "logPageError" | "fillSlots" | "slotsActive" | "sharedRender" | "requestId">;
    /** The platform cache: it keeps the rendered public pages of visitors without a session (decision 0062). */
    cache: Cache;
    /** The slot providers the root loader fills the page's slots from (decision 0059). */
    slots: SlotRegistry;
    /** Page requests handled at a time; the others wait their turn (plugins/page-queue.ts, decision 0039). */
    pagesAtOnce: number;
    /** Pages whose form posts carry a file (the modules' `uploadPages`): a larger body for callers their area lets in. */
    uploadPages?: readonly string[];
  },
) {
  const build = (await import(pathToFileURL(resolve(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  // Every loader and action checks its area first (src/domain/access/access-areas.ts, decision 0019).
  const handle = createRequestHandler(guardPages(build), "production");
  const pages = createPageQueue(opts.pagesAtOnce);
  const handlesOf = pageHandles(build.routes);
  const slotNamesOf = (pathname: string) => slotNamesOfHandles(handlesOf(pathname));
  // Decision 0062: a route opts in with `handle.publicCache`. Its slots stay drawn per visitor: the shared
  // render reserves their boxes and each browser asks for its own draw (decision 0059).
  const isPublicPage = (pathname: string) => {
    const handles = handlesOf(pathname) as ({ publicCache?: unknown } | undefined)[];
    return handles.at(-1)?.publicCache === true;
  };
  const stopDropping = dropPagesOnDataChange(opts.cache);
  app.addHook("onClose", async () => stopDropping());

  await app.register(fastifyStatic, {
    root: resolve(BUILD_DIR, "client"),
    wildcard: false,
    // `npm run build` writes .br/.gz copies (scripts/compress-assets.ts): no per-request compression of assets.
    preCompressed: true,
    // Off, or @fastify/send's own "public, max-age=0" replaces the header set below.
    cacheControl: false,
    setHeaders(res, path) {
      // File names under assets/ carry a content hash, so they never change.
      res.setHeader("Cache-Control", path.startsWith(HASHED_ASSETS_DIR) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  // Actions read the raw body themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // The API's rule for text (plugins/safe-input.ts) holds for page URLs too: loaders pass path
    // parts and query values on to the database.
    if (unsafeTextPaths(req.params, "params").length || unsafeTextPaths(req.query, "querystring").length)
      return reply.status(400).type("text/plain; charset=utf-8").send("Diese Adresse enthält unzulässige Zeichen.");
    const base = opts.context(req);
    const sharedKey = sharedPageKey(req, base.isAppView, isPublicPage);
    if (sharedKey) {
      const cached = await opts.cache.get<CachedPage>(sharedKey);
      if (cached) return sendShared(reply, cached, req, "hit");
    }
    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const context: WebContext = {
      ...base,
      // A render for the shared cache carries a stand-in id that each visitor's copy swaps for her own.
      requestId: sharedKey ? sharedRequestId() : req.id,
      sharedRender: sharedKey !== null,
      // The error serializer of the app's logger keeps only what may be logged (log-safety.ts, decision 0012).
      logPageError: (error, path) => req.log.error({ err: error, path }, "page request failed"),
      fillSlots: async ({ pathname, countryId, clientSeed, zipCode }) => {
        if (!opts.slots.active) return {};
        const names = slotNamesOf(pathname);
        return names.length ? opts.slots.fill({ names, countryId, clientSeed, zipCode, deferDraw: sharedKey !== null }) : {};
      },
      slotsActive: opts.slots.active,
    };
    const response = await pages.run(controller.signal, () =>
      handle(toFetchRequest(req, controller.signal), context as unknown as AppLoadContext),
    );
    // The client went away while the page waited for its turn: nobody to answer.
    if (!response) return reply.status(503).send();
    if (sharedKey && mayKeep(response)) {
      const page = await readPage(response, req.cspNonce, context.requestId);
      if (fitsCache(page)) await opts.cache.set(sharedKey, page, PAGE_CACHE_TTL_MS);
      return sendShared(reply, page, req, "miss");
    }
    reply.status(response.status);
    // A page rendered for this visitor alone: no shared cache (a CDN's or the browser's) may keep it for others.
    if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
    for (const [key, value] of response.headers) {
      if (key !== "set-cookie") reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as never));
  };
  // Other methods get the German 405 of plugins/http-edge.ts.
  // An upload page's post may carry a file, but only a caller its area lets in may send that much: anyone else
  // keeps the app's body limit (and the page guard then sends her to the login or the 403 page as usual).
  const smallBodyLimit = app.initialConfig.bodyLimit ?? 64 * 1024;
  // With JavaScript, React Router posts a form to the page's ".data" address (single fetch): both take the file.
  for (const url of (opts.uploadPages ?? []).flatMap((page) => [page, `${page}.data`])) {
    app.route({
      method: "POST",
      url,
      bodyLimit: UPLOAD_PAGE_BODY_LIMIT,
      onRequest: async (req) => {
        if (verdict(pageAreaOf(url.replace(/\.data$/, "")), req.user) === "allowed") return;
        const length = Number(req.headers["content-length"]);
        if (!(length <= smallBodyLimit)) throw new AppError("PAYLOAD_TOO_LARGE");
      },
      handler,
    });
  }
  app.route({ method: PAGE_METHODS, url: "/*", handler });
  app.route({ method: PAGE_METHODS, url: "/", handler });
}

/** A shared page for this visitor: her nonce and request id in place of the render's (decision 0062). */
function sendShared(reply: FastifyReply, page: CachedPage, req: FastifyRequest, outcome: "hit" | "miss") {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.headers(SHARED_PAGE_HEADERS);
  reply.header("x-page-cache", outcome);
  return reply.send(personalise(page, req.cspNonce, req.id));
}

/**
 * The page's URL: the host the request was sent to plus the request's path. The host is `req.host`: a
 * named proxy's X-Forwarded-Host, else the Host header (plugins/proxy-trust.ts removes any other
 * X-Forwarded-Host first); the page same-origin rule compares a post's Origin with this URL and nothing
 * else (decision 0038). Resolving the raw target against the origin would let "GET //evil.example/x" (or
 * the absolute form "GET http://evil.example/x") name another host, which that rule then takes for our own.
 */
export function pageUrl(req: Pick<FastifyRequest, "protocol" | "host" | "url">): URL {
  let path = req.url;
  if (!path.startsWith("/")) {
    try {
      const absolute = new URL(path);
      path = `${absolute.pathname}${absolute.search}`;
    } catch {
      path = "/";
    }
  }
  try {
    return new URL(`${req.protocol}://${req.host || "localhost"}${path}`);
  } catch {
    return new URL(`${req.protocol}://localhost${path}`);
  }
}

function toFetchRequest(req: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== undefined;
  return new Request(pageUrl(req), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    signal,
  });
}
