/**
 * Answers given before any route runs: a path the router cannot decode, a header block over Node's
 * limit, a method no route takes. Fastify and Node answer these in English JSON that repeats the URL;
 * here they are German and repeat nothing of the request (decision 0011). API paths get the usual
 * `{ message, code }`, everything else plain text.
 */
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ERRORS } from "../../domain/shared/errors.ts";

/** What page URLs (React Router) take: documents and form posts to actions. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];
const ALLOW = PAGE_METHODS.join(", ");

// From the one error catalogue; a page's "not found" is worded for pages.
const MESSAGES = {
  BAD_URL: ERRORS.BAD_URL.message,
  URL_TOO_LONG: ERRORS.URL_TOO_LONG.message,
  BAD_REQUEST: ERRORS.BAD_REQUEST.message,
  NOT_FOUND: ERRORS.PAGE_NOT_FOUND.message,
  METHOD_NOT_ALLOWED: ERRORS.METHOD_NOT_ALLOWED.message,
  HEADERS_TOO_LARGE: ERRORS.HEADERS_TOO_LARGE.message,
  TIMEOUT: ERRORS.TIMEOUT.message,
} as const;

type Code = keyof typeof MESSAGES;

function answer(req: FastifyRequest, reply: FastifyReply, status: number, code: Code) {
  // Set here too: framework errors are answered without the onSend hooks of the security plugin.
  reply.status(status).header("X-Content-Type-Options", "nosniff");
  if ((req.raw.url ?? "").startsWith("/api/")) return reply.send({ message: MESSAGES[code], code });
  return reply.type("text/plain; charset=utf-8").send(MESSAGES[code]);
}

/**
 * Fastify's `frameworkErrors`: a path that does not decode ("/%", "/%E0%A4%A") or a path parameter
 * over the router's length limit. Only the code is logged: a URL may carry tokens.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.log.info({ code: err.code }, "unusable request path");
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return answer(req, reply, 414, "URL_TOO_LONG");
  return answer(req, reply, 400, err.code === "FST_ERR_BAD_URL" ? "BAD_URL" : "BAD_REQUEST");
}

const CLIENT_ERRORS: Record<string, [number, string, Code]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "HEADERS_TOO_LARGE"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "TIMEOUT"],
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (header block over
 * `maxHeaderSize`, a malformed request line, a timeout) before there is a request object to answer.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, code] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "Bad Request", "BAD_REQUEST"];
  this.log.debug({ code: err.code }, "client error");
  const body = MESSAGES[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Methods no route takes. Pages take GET, HEAD and POST: OPTIONS names them (no cross-origin access,
 * so no CORS headers), anything else is 405 with the same Allow list, answered here instead of letting
 * React Router throw (and log a stack trace) for a route without that handler. TRACE is refused on
 * every path, the API included.
 */
export const httpEdgePlugin = fp(async (app: FastifyInstance) => {
  // Before the body is read: a PUT with a form body must not end as 415 for want of a parser.
  app.addHook("onRequest", async (req, reply) => {
    if (req.method === "TRACE") return answer(req, reply.header("Allow", ALLOW), 405, "METHOD_NOT_ALLOWED");
    if (!req.is404) return;
    if (req.method === "OPTIONS") return reply.status(204).header("Allow", ALLOW).send();
    if (!PAGE_METHODS.includes(req.method)) return answer(req, reply.header("Allow", ALLOW), 405, "METHOD_NOT_ALLOWED");
  });
  app.setNotFoundHandler((req, reply) => answer(req, reply, 404, "NOT_FOUND"));
});
