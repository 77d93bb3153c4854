import type { FastifySerializerCompiler } from "fastify";
import type { $ZodType } from "zod/v4/core";
import { responseSerializer, zodSchemaOf, zodSerialize } from "./response-serializer.ts";

type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

/** Production: each answer is written by its schema's compiled serializer (response-serializer.ts). */
export const productionSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }: RouteSchema) =>
  responseSerializer(zodSchemaOf(schema), { method, url }).serialize;

/**
 * Tests and development: zod validates every answer (an answer that breaks its schema fails), and the
 * production serializer must write byte for byte the same JSON as zod's. So every API test also proves
 * the production path: a difference fails the request and is printed with the route.
 */
export const checkedSerializerCompiler = createCheckedSerializerCompiler(responseSerializer);

export function createCheckedSerializerCompiler(productionFor: typeof responseSerializer): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url, httpStatus }: RouteSchema) => {
    const zodSchema = zodSchemaOf(schema);
    const production = productionFor(zodSchema, { method, url });
    return (data) => {
      const expected = zodSerialize(zodSchema, data, { method, url });
      let actual: string;
      try {
        actual = production.serialize(data);
      } catch (err) {
        actual = `(threw ${(err as Error).message})`;
      }
      if (actual !== expected) {
        const message = `production serializer (${production.mode}) differs from zod for ${method} ${url} ${httpStatus ?? ""}\n  zod:        ${expected.slice(0, 2000)}\n  production: ${actual.slice(0, 2000)}`;
        console.error(message);
        throw new Error(message);
      }
      return expected;
    };
  };
}

export function serializerCompilerFor(nodeEnv: string): FastifySerializerCompiler<$ZodType> {
  return nodeEnv === "production" ? productionSerializerCompiler : checkedSerializerCompiler;
}
