import fc from 'fast-check';
import { encodeHostile, spliced } from './odd-text';

/** One endpoint as the OpenAPI document describes it. */
export interface Endpoint {
  method: 'get' | 'post';
  /** OpenAPI's path, with `{param}` placeholders. */
  path: string;
  pathParams: string[];
  queryFields: string[];
  bodyFields: string[];
}

type Caller = 'nobody' | 'user' | 'admin' | 'forged-cookie' | 'forged-api-key' | 'wrong-service-key';

type HostileBody =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | null; text: string };

export interface HostileRequest {
  endpoint: Endpoint;
  /** Usually the endpoint's own; sometimes one it does not answer. */
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  pathValues: string[];
  query: Record<string, string | string[]>;
  body: HostileBody;
  caller: Caller;
  origin: string | null;
  forwardedFor: string | null;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** Every GET and POST under `under`, with the names of its path, query and body fields. */
export function endpointsOf(document: OpenApiDocument, under: string): Endpoint[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(under))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => method === 'get' || method === 'post')
        .map(([method, operation]): Endpoint => {
          const parameters = operation.parameters ?? [];
          const ref = Object.values(operation.requestBody?.content ?? {})[0]?.schema.$ref;
          const schema = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
          return {
            method: method as Endpoint['method'],
            path,
            pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
            queryFields: parameters.filter((p) => p.in === 'query').map((p) => p.name),
            bodyFields: Object.keys(schema?.properties ?? {}),
          };
        }),
    );
}

const INJECTIONS = [
  "' OR '1'='1",
  `'; DROP TABLE "user"; --`,
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../etc/passwd',
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'https://evil.example/',
  'a\u0000b',
  '\u0000',
  '\u202Egnp.exe',
  '\uFEFF',
  '\u200B\u200D',
  '💥🔥👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  'İıŞ',
  '__proto__',
  'constructor',
  '$where',
  '$ne',
  'NaN',
  '-1',
  '1e309',
  '0x41',
  ' ',
  '',
  'null',
  'true',
  'admin',
  'owner',
  'user@example.com',
  'ADMIN@EXAMPLE.COM',
  'correct horse battery',
  '2026-02-30T25:61:61Z',
];

/** Keys a caller may not set, and keys that reach into prototypes. */
const FORBIDDEN_KEYS = [
  'role',
  'banned',
  'emailVerified',
  'id',
  'userId',
  'createdAt',
  'impersonatedBy',
  '__proto__',
  'constructor',
  'prototype',
];

const injection = fc.constantFrom(...INJECTIONS);
const hugeString = fc.integer({ min: 1_000, max: 120_000 }).map((length) => 'x'.repeat(length));

/** A single hostile JSON value: wrong types, unicode edge cases (lone surrogates too), injections, huge strings. */
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: injection, weight: 4 },
  { arbitrary: spliced, weight: 4 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** JSON nested `depth` levels deep, as objects or arrays. */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 10, max: 3_000 }), fc.boolean())
  .map(([depth, asArray]) => nested(depth, asArray));

const value: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: leaf, weight: 8 },
  { arbitrary: fc.array(leaf, { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...FORBIDDEN_KEYS)), leaf, { maxKeys: 4 }),
    weight: 1,
  },
  { arbitrary: deep, weight: 1 },
);

/** A JSON object with some of the endpoint's fields (hostile values) and extra ones. */
function objectBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fields.length > 0 ? fc.subarray(fields) : fc.constant([] as string[]);
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...FORBIDDEN_KEYS), fc.string({ maxLength: 10 })), value, {
    maxKeys: 3,
  });
  return fc
    .tuple(keys, fc.array(value, { minLength: fields.length, maxLength: fields.length }), extra)
    .map(([chosen, values, more]) => {
      const body: Record<string, unknown> = {};
      chosen.forEach((key) => (body[key] = values[fields.indexOf(key)]));
      for (const [key, extraValue] of Object.entries(more))
        Object.defineProperty(body, key, { value: extraValue, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json; charset=ebcdic',
  'application/vnd.api+json',
];

const rawBody: fc.Arbitrary<HostileBody> = fc.oneof(
  // Malformed JSON: text cut short, or plain noise, sent as JSON.
  fc.json().map((text) => ({
    kind: 'raw' as const,
    contentType: 'application/json',
    text: text.slice(0, Math.max(1, text.length - 1)) + '{',
  })),
  fc.string().map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
  // Nesting deeper than any parser should follow, as text.
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => ({
    kind: 'raw' as const,
    contentType: 'application/json',
    text: '['.repeat(depth) + ']'.repeat(depth),
  })),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
    kind: 'raw' as const,
    contentType: 'application/json',
    text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  })),
  // The wrong content type, or none, around text or JSON.
  fc
    .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.oneof(fc.string(), fc.json()))
    .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  fc.oneof(fc.string({ minLength: 1 }), fc.json()).map((text) => ({ kind: 'raw' as const, contentType: null, text })),
);

/** `null` in one field, in a few, or in every field of the endpoint. */
function nullBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  if (fields.length === 0) return fc.constant({});
  return fc
    .oneof(fc.constant(fields), fc.subarray(fields, { minLength: 1 }))
    .map((chosen) => Object.fromEntries(chosen.map((field) => [field, null])));
}

function bodyFor(endpoint: Endpoint): fc.Arbitrary<HostileBody> {
  if (endpoint.method === 'get') return fc.constant({ kind: 'none' });
  return fc.oneof(
    {
      arbitrary: objectBody(endpoint.bodyFields).map((object) => ({ kind: 'json' as const, value: object })),
      weight: 6,
    },
    { arbitrary: nullBody(endpoint.bodyFields).map((object) => ({ kind: 'json' as const, value: object })), weight: 1 },
    { arbitrary: value.map((json) => ({ kind: 'json' as const, value: json })), weight: 1 },
    { arbitrary: rawBody, weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  );
}

const queryValue = fc.oneof(
  fc.string({ maxLength: 50 }),
  injection,
  spliced,
  fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }),
  fc.integer().map(String),
);

/** Path segments as sent on the wire: encoded hostile text, and percent sequences that do not decode. */
const pathValue = fc.oneof(
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  injection.map(encodeURIComponent),
  spliced.map(encodeHostile),
  fc.constantFrom('%EF%BC%A1', '%E2%80%8B', '%E2%80%AE'),
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C0%AF', '%00', '..%2F..%2F', '%FF%FE'),
);

export function hostileRequests(endpoints: Endpoint[], trustedOrigin: string): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...endpoints).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      method: fc.oneof(
        { arbitrary: fc.constant(endpoint.method), weight: 12 },
        {
          arbitrary: fc.constantFrom(
            'get' as const,
            'post' as const,
            'put' as const,
            'patch' as const,
            'delete' as const,
          ),
          weight: 1,
        },
      ),
      pathValues: fc.array(pathValue, { minLength: endpoint.pathParams.length, maxLength: endpoint.pathParams.length }),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom(...endpoint.queryFields, 'limit', 'offset', '__proto__'), fc.string({ maxLength: 8 })),
        queryValue,
        { maxKeys: 4 },
      ),
      body: bodyFor(endpoint),
      caller: fc.constantFrom<Caller>(
        'nobody',
        'user',
        'user',
        'admin',
        'admin',
        'forged-cookie',
        'forged-api-key',
        'wrong-service-key',
      ),
      origin: fc.oneof(
        { arbitrary: fc.constant(trustedOrigin), weight: 6 },
        { arbitrary: fc.constantFrom(null, 'null', 'https://evil.example', 'javascript:alert(1)'), weight: 1 },
      ),
      forwardedFor: fc.oneof(
        fc.constant(null),
        fc.constantFrom('203.0.113.5', '::1', 'not-an-ip, 10.0.0.1', '999.1.1.1', '\u00e9'),
      ),
    }),
  );
}
