import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  acceptGuidelinesInput,
  createPostInput,
  deletedSchema,
  guidelinesSchema,
  listPostsQuery,
  postIdParams,
  postListSchema,
  postSchema,
  reportedSchema,
  reportPostInput,
  updatePostInput,
} from "../../../domain/community/community.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { userWriteLimit } from "../../platform/write-limit.ts";
import type { CommunityServices } from "./community.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const caller = (req: { user: { id: number; isGuest: boolean } | null }) =>
  req.user ? { id: req.user.id, isGuest: req.user.isGuest } : null;

/**
 * The community's API (decision 0069), area "community" (public: reading is everybody's; the use cases
 * ask for the login, the guidelines and ownership). The pages call the same services in-process. Writes
 * carry a per-writer limit (decision 0058) on top of the new accounts' daily limit of the use case.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ community: CommunityServices }> = async (app, { community }) => {
  const writeLimit = userWriteLimit(app, { name: "community-post", max: 20, windowMs: 10 * 60_000 });
  const reportLimit = userWriteLimit(app, { name: "community-report", max: 20, windowMs: 60 * 60_000 });

  app.get("/api/community/posts", { schema: { querystring: listPostsQuery, response: { 200: postListSchema, ...errors } } }, async (req) =>
    community.listPosts({ caller: caller(req), category: req.query.category, before: req.query.before, size: req.query.size }),
  );
  app.post(
    "/api/community/posts",
    { preHandler: writeLimit, schema: { body: createPostInput, response: { 201: postSchema, ...errors } } },
    async (req, reply) => {
      const created = await community.createPost(caller(req), req.country.countryId, req.body);
      reply.code(201);
      return community.readPost({ caller: caller(req), id: created.Id });
    },
  );
  app.get("/api/community/posts/:id", { schema: { params: postIdParams, response: { 200: postSchema, ...errors } } }, async (req) =>
    community.readPost({ caller: caller(req), id: req.params.id }),
  );
  app.put(
    "/api/community/posts/:id",
    { preHandler: writeLimit, schema: { params: postIdParams, body: updatePostInput, response: { 200: postSchema, ...errors } } },
    async (req) => {
      await community.editPost(caller(req), req.params.id, req.body);
      return community.readPost({ caller: caller(req), id: req.params.id });
    },
  );
  app.delete(
    "/api/community/posts/:id",
    { preHandler: writeLimit, schema: { params: postIdParams, response: { 200: deletedSchema, ...errors } } },
    async (req) => community.deletePost(caller(req), req.params.id),
  );
  app.post(
    "/api/community/posts/:id/report",
    { preHandler: reportLimit, schema: { params: postIdParams, body: reportPostInput, response: { 201: reportedSchema, ...errors } } },
    async (req, reply) => {
      const { message } = await community.reportPost(caller(req), req.params.id, req.body);
      reply.code(201);
      return { message };
    },
  );
  app.get("/api/community/guidelines", { schema: { response: { 200: guidelinesSchema, ...errors } } }, async (req) =>
    community.readGuidelines({ caller: caller(req) }),
  );
  app.post(
    "/api/community/guidelines/accept",
    { schema: { body: acceptGuidelinesInput, response: { 200: guidelinesSchema, ...errors } } },
    async (req) => community.acceptGuidelines(caller(req), req.body.Version),
  );
};
