/**
 * fast-check arbitraries for the API fuzz test (src/server/api-fuzz.test.ts): requests derived from a
 * route's method, URL pattern and zod schemas. Most values are plausible, some hostile (NUL, lone
 * surrogates, huge strings and numbers, wrong types), so requests get past the first check often
 * enough to reach the handlers and the database.
 */
import fc from "fast-check";

export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Known good values by field name: a request has to look right before its other fields are tested. */
export type GoodValues = Record<string, unknown[] | fc.Arbitrary<unknown>>;

const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "80331\u0000",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "😀\uD83D",
  "%00",
  "%ED%A0%80",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "\r\nSet-Cookie: x=1",
  "\u202Eevil",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile value, not a template.
  "${jndi:ldap://x}",
  // Written like a date, but no day: Date.parse moves them on, the database's date cast refuses them.
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "null",
  "-1",
  "99999999999999999999",
  "1e309",
  "NaN",
  " ",
  "",
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  2,
  3,
  4,
  32767,
  32768,
  -32769,
  65536,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  // biome-ignore lint/correctness/noPrecisionLoss: a number past 2^53 is hostile input on purpose.
  9007199254740993,
  1e20,
  1e308,
  -1e308,
  0.5,
  -0.5,
  1.5,
  Number.MIN_VALUE,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // Lone surrogates at a random place.
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff })).map(([s, c]) => s + String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.constantFrom(1000, 5000, 30000).map((n) => "x".repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, "", 0),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
);

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/**
 * A value for a zod schema. A field with known good values mostly gets one of them, or one spoilt by
 * a NUL or a lone surrogate; other fields get typed values, sometimes hostile or of the wrong type.
 */
export function valueFor(schema: unknown, good: GoodValues, key = "", depth = 0): fc.Arbitrary<unknown> {
  const typed = typedValue(schema, good, key, depth);
  const known = good[key];
  if (!known) return fc.oneof({ weight: 12, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
  const knownArb: fc.Arbitrary<unknown> = Array.isArray(known) ? fc.constantFrom(...known) : known;
  return fc.oneof(
    { weight: 24, arbitrary: knownArb },
    {
      weight: 3,
      arbitrary: fc
        .tuple(knownArb, fc.constantFrom("\u0000", "\uD800", "\uDC00"), fc.nat())
        .map(([v, bad, at]) => (typeof v === "string" ? spoil(v, bad, at) : v)),
    },
    { weight: 2, arbitrary: typed },
    { weight: 1, arbitrary: wrongType },
  );
}

function spoil(v: string, bad: string, at: number): string {
  const i = v.length ? at % (v.length + 1) : 0;
  return v.slice(0, i) + bad + v.slice(i);
}

function typedValue(schema: unknown, good: GoodValues, key: string, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return hostileString;
    case "number":
    case "int":
    case "bigint":
      return hostileNumber;
    case "boolean":
      return fc.boolean();
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
        { weight: 6, arbitrary: typedValue(def.innerType, good, key, depth) },
      );
    case "pipe":
      return typedValue(def.in, good, key, depth);
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((o) => typedValue(o, good, key, depth)));
    case "array":
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(def.element, good, key, depth + 1), { maxLength: 4 });
    case "object": {
      if (depth > 4) return fc.constant({});
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valueFor(s, good, k, depth + 1)]));
      // Usually every field, sometimes some are missing; now and then an unknown one more.
      return fc
        .tuple(
          fc.oneof({ weight: 5, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) }),
          fc.option(fc.tuple(fc.constantFrom("__proto__", "constructor", "extra", "Id"), hostileString), { freq: 10 }),
        )
        .map(([o, extra]) => (extra ? { ...o, [extra[0]]: extra[1] } : o));
    }
    case "record":
      return fc.dictionary(hostileString, valueFor(def.valueType, good, key, depth + 1), { maxKeys: 3 });
    default:
      return wrongType;
  }
}

/** Percent-encodes like a sloppy client would: lone surrogates as their (invalid) UTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
          return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
        return encodeURIComponent(ch);
      })
      .join("");
  }
}

const asText = (v: unknown): string => (typeof v === "string" ? v : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

/** A string for a URL part (path parameter or query value). */
function urlValue(schema: unknown, good: GoodValues, key: string): fc.Arbitrary<string> {
  const base = schema ? valueFor(schema, good, key).map(asText) : hostileString;
  return fc.oneof(
    { weight: 6, arbitrary: base.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%00", "%ED%A0%80", "%C0%80", "") },
  );
}

function shapeOf(schema: unknown): Record<string, unknown> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === "object") return def.shape as Record<string, unknown>;
  if (def.type === "default" || def.type === "optional" || def.type === "pipe") return shapeOf(def.innerType ?? def.in);
  return {};
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=latin1",
];

const bodyText = (schema: unknown, good: GoodValues): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    { weight: 12, arbitrary: (schema ? valueFor(schema, good) : wrongType).map((v) => JSON.stringify(v) ?? "") },
    // Malformed JSON, a raw NUL, invalid UTF-8, an empty body, a deep nesting.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "{",
        '{"a":',
        "[1,]",
        "{'a':1}",
        "\u0000",
        "nul",
        "",
        '{"a":"\\ud800"}',
        '{"__proto__":{"x":1}}',
        "[".repeat(5000) + "]".repeat(5000),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  );

/** Requests for one route: its path with fuzzed parameters, a fuzzed query and body, and headers. */
export function requestFor(route: FuzzRoute, good: GoodValues, auth: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const segments = route.url.split("/").map((seg): fc.Arbitrary<string> => {
    if (seg === "*") return fc.oneof(hostileString.map(encode), fc.constantFrom("x", "a/b", "%00"));
    if (!seg.startsWith(":")) return fc.constant(seg);
    const name = seg.slice(1);
    return urlValue(shapeOf(route.schema?.params)[name], good, name);
  });
  const queryShape = shapeOf(route.schema?.querystring);
  const queryKeys = Object.keys(queryShape);
  const query = fc
    .tuple(
      fc.subarray(queryKeys),
      fc.array(fc.tuple(fc.constantFrom(...(queryKeys.length ? queryKeys : ["x"])), fc.constantFrom(...HOSTILE_STRINGS).map(encode)), {
        maxLength: 2,
      }),
    )
    .chain(([keys, extra]) =>
      fc
        .tuple(...keys.map((k) => urlValue(queryShape[k], good, k).map((v) => `${k}=${v}`)))
        .map((pairs) => [...pairs, ...extra.map(([k, v]) => `${k}=${v}`)]),
    );
  const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(route.method);
  const body = hasBody ? fc.option(bodyText(route.schema?.body, good), { freq: 12, nil: undefined }) : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 10, arbitrary: fc.constant(CONTENT_TYPES[0]) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc
    .record({
      path: fc.tuple(...segments).map((s) => s.join("/")),
      query,
      body,
      contentType,
      authed: fc.boolean(),
      // Cookies the server reads (session, refresh, CSRF, registration data), now and then hostile.
      cookie: fc.option(
        fc.tuple(fc.constantFrom("auth_token", "refresh_token", "CSRFTOKEN", "reg_data", "app_view"), hostileString.map(encode)),
        { freq: 8 },
      ),
      client: fc.integer({ min: 1, max: 65000 }),
    })
    .map(({ path, query, body, contentType, authed, cookie, client }) => {
      const headers: Record<string, string> = { "x-forwarded-for": `10.${client >> 8}.${client & 255}.1` };
      if (authed) Object.assign(headers, auth);
      if (body !== undefined) headers["content-type"] = contentType;
      if (cookie) headers.cookie = `${cookie[0]}=${cookie[1]}`;
      return { method: route.method, url: query.length ? `${path}?${query.join("&")}` : path, headers, payload: body };
    });
}
