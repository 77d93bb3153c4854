import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { safeError } from "../server/log-safety.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; people get the shell streamed early.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logPageError(error, request, loadContext.requestId);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering: logged like the API's (decision 0012), as a JSON line
 * with the error's codes and the statement's name, never a query's parameters.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: Partial<AppLoadContext> }) {
  if (!request.signal.aborted) logPageError(error, request, context?.requestId);
}

// reqId: the same id as X-Request-Id and the 500 page's "Fehler-ID" (decision 0018).
function logPageError(error: unknown, request: Request, reqId: string | undefined) {
  console.error(JSON.stringify({ level: 50, time: Date.now(), reqId, msg: "page request failed", path: new URL(request.url).pathname, err: safeError(error) }));
}
