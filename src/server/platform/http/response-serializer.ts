import fastJsonStringify from "fast-json-stringify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType, safeEncode } from "zod/v4/core";

/**
 * Production serialisation of API answers from their zod response schemas (decision 0018): the schema
 * becomes JSON Schema (zod's own converter, output side) and fast-json-stringify writes exactly its
 * properties, so a field that is not in the schema never reaches the client. Compiled once per schema.
 *
 * fast-json-stringify coerces instead of validating, and it needs JSON Schema to say what the zod
 * schema means. Where it cannot (see SUPPORTED), that schema is written by zod (encode, which strips
 * unknown keys) and JSON.stringify instead; `mode` and `reason` say which path a schema took.
 */
export interface ResponseSerializer {
  serialize(data: unknown): string;
  mode: "fast-json-stringify" | "zod";
  /** Why a schema falls back to zod. */
  reason?: string;
}

/** Fastify passes either a zod schema or `{ properties: zodSchema }`. */
export function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof $ZodType) return inner;
  throw new Error("response schema is not a zod schema");
}

type Compiled = { stringify: (data: unknown) => string; reason?: undefined } | { stringify?: undefined; reason: string };
const compiled = new WeakMap<$ZodType, Compiled>();

/** The production serializer of one route's answer with one status; the compiled code is shared per schema. */
export function responseSerializer(schema: $ZodType, route: { method: string; url: string }): ResponseSerializer {
  let c = compiled.get(schema);
  if (!c) {
    c = compile(schema);
    compiled.set(schema, c);
  }
  if (c.stringify) return { mode: "fast-json-stringify", serialize: c.stringify };
  return { mode: "zod", reason: c.reason, serialize: (data) => zodSerialize(schema, data, route) };
}

/** zod encodes (validates, strips unknown keys) and JSON.stringify writes: fastify-type-provider-zod's serializer. */
export function zodSerialize(schema: $ZodType, data: unknown, route: { method: string; url: string }): string {
  const result = safeEncode(schema, data);
  if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  return JSON.stringify(result.data);
}

function compile(schema: $ZodType): Compiled {
  const unsupported = findUnsupported(schema);
  if (unsupported) return { reason: unsupported };
  let jsonSchema: Record<string, unknown>;
  try {
    // OpenAPI 3.0's `nullable: true` is what fast-json-stringify reads for null; JSON Schema's
    // anyOf [X, null] would make it pick the branch with a validator on every call.
    jsonSchema = z.toJSONSchema(schema, { io: "output", target: "openapi-3.0", unrepresentable: "throw" }) as Record<string, unknown>;
  } catch (err) {
    return { reason: `no JSON Schema: ${(err as Error).message}` };
  }
  try {
    return { stringify: fastJsonStringify(forSerialiser(jsonSchema) as never) as (data: unknown) => string };
  } catch (err) {
    return { reason: `fast-json-stringify refused the schema: ${(err as Error).message}` };
  }
}

/**
 * zod types JSON Schema states exactly enough for fast-json-stringify. Everything else (transforms,
 * pipes, dates, tuples, intersections, recursion, records with non-string keys, catch/prefault, custom
 * checks, …) falls back: either zod's output is not what the schema's JSON form says, or
 * fast-json-stringify would coerce where zod converts.
 */
const SUPPORTED = new Set([
  "object",
  "array",
  "string",
  "number",
  "boolean",
  "null",
  "literal",
  "enum",
  "nullable",
  "optional",
  "default",
  "union",
  "record",
  "readonly",
  "any",
  "unknown",
]);

function findUnsupported(schema: $ZodType, seen = new Set<$ZodType>()): string | undefined {
  if (seen.has(schema)) return "recursive schema";
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (!SUPPORTED.has(def.type)) return `zod type "${def.type}"`;
  const children: unknown[] = [];
  switch (def.type) {
    case "object":
      if (def.catchall && (def.catchall as $ZodType)._zod.def.type !== "never" && (def.catchall as $ZodType)._zod.def.type !== "unknown")
        return "object with a typed catchall";
      children.push(...Object.values(def.shape as Record<string, $ZodType>));
      break;
    case "array":
      children.push(def.element);
      break;
    case "literal":
      if ((def.values as unknown[]).some((v) => v !== null && !["string", "number", "boolean"].includes(typeof v)))
        return "literal that is not JSON";
      break;
    case "nullable":
    case "optional":
    case "default":
    case "readonly":
      children.push(def.innerType);
      break;
    case "union":
      children.push(...(def.options as $ZodType[]));
      break;
    case "record": {
      const key = (def.keyType as $ZodType)._zod.def.type;
      if (key !== "string") return `record with ${key} keys`;
      children.push(def.valueType);
      break;
    }
  }
  for (const child of children) {
    const found = findUnsupported(child as $ZodType, new Set(seen));
    if (found) return found;
  }
  return undefined;
}

/**
 * Adjusts the document for writing instead of validating:
 * - `additionalProperties: false` goes: fast-json-stringify drops undeclared keys anyway, but inside
 *   anyOf it validates the branch with it and would refuse an object that carries extra keys, where
 *   zod strips them;
 * - `required` goes (outside anyOf, where it tells branches apart): fast-json-stringify writes required
 *   properties first, zod and JSON.stringify in declaration order. Without it the order stays; an answer
 *   that lacks a required field is written without it, as JSON.stringify did (tests refuse it via zod);
 * - an anyOf of enums of one type (a union of literals) becomes one enum, written without a validator.
 */
function forSerialiser(node: unknown, inUnion = false): unknown {
  if (Array.isArray(node)) return node.map((n) => forSerialiser(n, inUnion));
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    if (key === "required" && !inUnion) continue;
    // `properties` holds names, `enum`, `required` and `default` hold values: only schemas are walked.
    if (key === "properties")
      out[key] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, forSerialiser(v, inUnion)]));
    else if (key === "enum" || key === "required" || key === "default") out[key] = value;
    else out[key] = forSerialiser(value, inUnion || key === "anyOf" || key === "oneOf");
  }
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf && anyOf.length > 0) {
    const type = anyOf[0].type;
    const enumsOfOneType = anyOf.every(
      (b) => Object.keys(b).every((k) => k === "type" || k === "enum") && b.type === type && Array.isArray(b.enum),
    );
    if (enumsOfOneType) {
      delete out.anyOf;
      out.type = type;
      out.enum = anyOf.flatMap((b) => b.enum as unknown[]);
    }
  }
  return out;
}
