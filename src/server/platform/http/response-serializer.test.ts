import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { responseSerializer } from "./response-serializer.ts";
import { checkedSerializerCompiler, createCheckedSerializerCompiler } from "./serializer-compiler.ts";

const route = { method: "GET", url: "/api/test" };
const write = (schema: z.ZodType, data: unknown) => responseSerializer(schema, route).serialize(data);

describe("production serializer: writes only what the response schema declares", () => {
  const address = z.object({ Street: z.string(), City: z.string() });
  const schema = z.object({
    Id: z.number().int(),
    Name: z.string(),
    Note: z.string().optional(),
    Invoice: address.nullable(),
    Items: z.array(z.object({ Price: z.number(), Kind: z.union([z.literal(0), z.literal(1)]) })),
    Errors: z.record(z.string(), z.array(z.string())).optional(),
    Ok: z.literal(true),
  });

  it("uses fast-json-stringify for the kinds of schema the API uses", () => {
    expect(responseSerializer(schema, route).mode).toBe("fast-json-stringify");
  });

  it("drops undeclared keys at every depth: objects, nullable objects, array items", () => {
    const data = {
      Id: 7,
      Name: 'Müller "GmbH" \u2028',
      Secret: "password-hash",
      Invoice: { Street: "Hauptstr. 1", City: "München", Iban: "DE89370400440532013000" },
      Items: [{ Price: 1.5, Kind: 1, DealerCost: 0.9 }],
      Errors: { "body.Amount": ["zu klein"] },
      Ok: true,
    };
    const json = write(schema, data);
    expect(json).toBe(JSON.stringify(z.encode(schema, data as never)));
    expect(json).not.toMatch(/password-hash|DE89|DealerCost/);
  });

  it("writes null for nullable values and leaves out missing optional ones", () => {
    const json = write(schema, { Id: 1, Name: "a", Note: undefined, Invoice: null, Items: [], Ok: true });
    expect(json).toBe('{"Id":1,"Name":"a","Invoice":null,"Items":[],"Ok":true}');
  });

  it("picks the union branch zod picks and strips the extra keys of that branch", () => {
    const union = z.union([z.object({ k: z.literal("a"), x: z.number() }), z.object({ k: z.literal("b"), y: z.string() })]);
    const data = { k: "b", y: "s", leaked: 1 };
    expect(write(union, data)).toBe(JSON.stringify(z.encode(union, data as never)));
  });

  it("falls back to zod where JSON Schema cannot say what zod writes, and says why", () => {
    const withDate = z.object({ At: z.date() });
    const s = responseSerializer(withDate, route);
    expect(s.mode).toBe("zod");
    expect(s.reason).toContain("date");
    expect(s.serialize({ At: new Date("2026-11-23T10:00:00Z"), Extra: 1 })).toBe('{"At":"2026-11-23T10:00:00.000Z"}');
    expect(responseSerializer(z.object({ n: z.string().transform((v) => v.length) }), route).mode).toBe("zod");
    expect(responseSerializer(z.object({ t: z.tuple([z.string()]) }), route).mode).toBe("zod");
  });

  it("keeps zod's key order (declaration order), also with optional keys before required ones", () => {
    const mixed = z.object({ a: z.string().optional(), b: z.number(), c: z.boolean().nullable().optional(), d: z.string() });
    const data = { d: "x", c: null, b: 2, a: "y" };
    expect(write(mixed, data)).toBe('{"a":"y","b":2,"c":null,"d":"x"}');
  });
});

describe("checked serializer (tests, development)", () => {
  it("answers zod's JSON when the production serializer agrees", () => {
    const serialize = checkedSerializerCompiler({ schema: z.object({ a: z.string() }), method: "GET", url: "/api/x", httpStatus: "200" });
    expect(serialize({ a: "x", b: 1 })).toBe('{"a":"x"}');
  });

  it("fails loudly when the production serializer would write something else", () => {
    const leaky = createCheckedSerializerCompiler(() => ({ mode: "fast-json-stringify", serialize: (data) => JSON.stringify(data) }));
    const serialize = leaky({ schema: z.object({ a: z.string() }), method: "GET", url: "/api/x", httpStatus: "200" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => serialize({ a: "x", secret: 1 })).toThrow(/differs from zod for GET \/api\/x 200/);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it("still refuses an answer that breaks its schema", () => {
    const serialize = checkedSerializerCompiler({ schema: z.object({ a: z.string() }), method: "GET", url: "/api/x", httpStatus: "200" });
    expect(() => serialize({ a: 1 })).toThrow("Response doesn't match the schema");
  });
});
