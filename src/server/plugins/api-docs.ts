import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

export const API_DOCS_PREFIX = "/api/docs";

// The UI is a page of its own (scripts and styles from /api/docs/, inline style attributes of
// swagger-ui's React components, data: icons); everything else keeps the strict API policy.
export const API_DOCS_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Which routes the document describes: the JSON API, without the catch-all 404 and the docs themselves. */
export const isDocumentedRoute = (url: string) => url.startsWith("/api/") && url !== "/api/*" && !url.startsWith(API_DOCS_PREFIX);

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI document of the API, generated from the routes' zod schemas (decision 0018), at
 * /api/docs/json, and swagger-ui to browse it at /api/docs. Register before the routes: the document
 * collects them as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Heizöl-Marktplatz – Programmierschnittstelle",
        description:
          "Die JSON-Schnittstelle des Heizöl-Marktplatzes für Deutschland, Österreich und die Schweiz: Rechner, Preise, " +
          "Händler, Konto, Bestellung. Das Land ergibt sich aus dem Host der Anfrage. Fehler antworten mit " +
          "`{ message, code, fieldErrors? }` auf Deutsch; Antworten mit Status 5xx nennen zusätzlich die `requestId`.",
        version: "1",
      },
    },
    transform: (doc) => (isDocumentedRoute(doc.url) ? zodTransform(doc) : { schema: { hide: true } as never, url: doc.url }),
  });
  await app.register(async (docs) => {
    docs.addHook("onSend", async (_req, reply) => {
      reply.header("Content-Security-Policy", API_DOCS_POLICY);
    });
    await docs.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, uiConfig: { docExpansion: "list", deepLinking: false } });
  });
});
