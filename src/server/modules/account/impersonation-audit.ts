import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { AccountServices } from "./account.services.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes made while support acts as a customer go to the audit log with both identities (decision 0036):
 * one hook for the API and the page forms alike, after the answer, so refused attempts are there too.
 * Only the path is kept: query strings and bodies may hold her data.
 */
const auditImpersonatedWrites: FastifyPluginAsync<{ account: AccountServices }> = async (app, { account }) => {
  app.addHook("onResponse", async (req, reply) => {
    const user = req.user;
    if (!user?.isImpersonatedS || !user.sid || READS.has(req.method)) return;
    const path = req.url.split("?")[0];
    try {
      await account.recordImpersonatedRequest({
        sid: user.sid,
        userId: user.id,
        method: req.method,
        path,
        status: reply.statusCode,
        requestId: req.id,
      });
    } catch (err) {
      req.log.error({ err: (err as Error).message }, "impersonated request could not be audited");
    }
  });
};

export const impersonationAuditPlugin = fp(auditImpersonatedWrites, { name: "impersonation-audit" });
