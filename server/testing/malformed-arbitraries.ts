import querystring from 'node:querystring';
import fc from 'fast-check';
import { z } from 'zod';
import { contract } from '../../shared/contract/index.ts';
import type { RouteDefinition } from '../../shared/contract/route';
import { IMPORT_BODY_LIMIT } from '../app';
import { findUnstorableText } from '../http/routing/parse-request';

// Requests a route must refuse, derived from its contract: every one is invalid by construction and
// checked again against the same schemas the server validates with, so no lucky valid one slips in.

export interface MalformedRequest {
  /** What the request gets wrong, shown in fast-check's report. */
  defect: string;
  method: string;
  /** Path and query as sent, percent-encoded byte by byte. */
  path: string;
  contentType?: string;
  body?: string;
}

/** The general JSON body limit of the app; a body above it is refused before any route sees it. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const bodyLimitOf = (route: RouteDefinition) => (route === contract.businesses.importCsv ? IMPORT_BODY_LIMIT : BODY_LIMIT_BYTES);
/**
 * Node refuses a header block above 16 KB (431) before the app sees it. Path and query clearly below
 * or clearly above are both sent; near the edge, where the other headers tip it, they are not.
 */
const HEADER_LIMIT_BYTES = 16 * 1024;
const lineLength = (parts: { params: Record<string, string>; query: string }, route: RouteDefinition) =>
  route.path.length + Object.values(parts.params).join('').length + parts.query.length;
const nearHeaderLimit = (length: number) => length > HEADER_LIMIT_BYTES - 1_000 && length <= HEADER_LIMIT_BYTES;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE businesses; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '',
  ' ',
  '\u202e\ufeff\u200b',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '😀𝕏ﷺ',
];

/** Any UTF-16 code unit, so lone surrogates and NUL come up. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const hugeText = fc.constantFrom(10_000, 100_000, 1_100_000).map((length) => 'x'.repeat(length));

const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0.5, 1.5, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of any type, meant for a field that expects another. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** The object a body, query or params schema describes, through optional() and default(). */
function objectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current = schema;
  while (current && !(current instanceof z.ZodObject)) {
    const def = defOf(current);
    if (def.type !== 'optional' && def.type !== 'default' && def.type !== 'nullable') return undefined;
    current = def.innerType as z.ZodType;
  }
  return current;
}

const isStrict = (object: z.ZodObject) => object._zod.def.catchall instanceof z.ZodNever;

const STRING_CANDIDATES = [
  'Sample text',
  'x'.repeat(32),
  'someone@example.com',
  'https://example.com',
  '(217) 555-0132',
  '62701',
  'IL',
  '#1e40af',
  'general.sample',
  '00000000-0000-4000-8000-000000000000',
  '2026-01-01T00:00:00.000Z',
  'accounts/1',
  'locations/1',
];

/** A value the schema accepts, for the common shapes of the contract; undefined when none is found. */
export function validSample(schema: z.ZodType): unknown {
  const accepts = (value: unknown) => schema.safeParse(value).success;
  const def = defOf(schema);
  const candidates: unknown[] = [];
  switch (def.type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
        const value = validSample(field as z.ZodType);
        if (value !== undefined) sample[key] = value;
      }
      candidates.push(sample);
      break;
    }
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
      candidates.push(validSample(def.innerType as z.ZodType), null);
      break;
    case 'pipe':
      candidates.push(validSample(def.out as z.ZodType), validSample(def.in as z.ZodType));
      break;
    case 'union':
      candidates.push(...(def.options as z.ZodType[]).map(validSample));
      break;
    case 'enum':
      candidates.push(...Object.values(def.entries as Record<string, unknown>));
      break;
    case 'literal':
      candidates.push(...(def.values as unknown[]));
      break;
    case 'array':
      candidates.push([validSample(def.element as z.ZodType)], []);
      break;
    case 'string':
      candidates.push(...STRING_CANDIDATES);
      break;
    case 'number':
    case 'int':
      candidates.push(1, 7, 10, 30, 0);
      break;
    case 'boolean':
      candidates.push(true);
      break;
    case 'record':
      candidates.push({});
      break;
  }
  return candidates.find((candidate) => candidate !== undefined && accepts(candidate));
}

/** Each byte's form in percentEncode: letters and digits as they are, every other byte as %XX. */
const ENCODED_BYTES = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
});

/** Every byte percent-encoded but letters and digits, the way no client would shorten it. */
function percentEncode(text: string): string {
  // The megabyte texts are letters only: kept as they are, without a string per byte.
  if (/^[A-Za-z0-9]*$/.test(text)) return text;
  return Array.from(Buffer.from(text, 'utf8'), (byte) => ENCODED_BYTES[byte]).join('');
}

/** Mirrors the contract router: a part with a schema must hold storable text and pass the schema. */
function partValid(schema: z.ZodType | undefined, value: unknown, part: 'params' | 'query' | 'body'): boolean {
  if (!schema) return true;
  if (findUnstorableText(value)) return false;
  return schema.safeParse(value ?? (part === 'body' ? undefined : {})).success;
}

/** Whether the server could take the request: path decoding, body parsing, then the three schemas. */
function acceptable(route: RouteDefinition, request: Omit<Parts, 'defect'>): boolean {
  if (lineLength(request, route) > HEADER_LIMIT_BYTES) return false;
  const params: Record<string, string> = {};
  try {
    for (const [name, encoded] of Object.entries(request.params)) params[name] = decodeURIComponent(encoded);
  } catch {
    return false;
  }
  let body: unknown;
  // A JSON type with a charset other than UTF-8 is refused outright.
  if (request.contentType?.startsWith('application/json;')) return false;
  if (request.body !== undefined && request.contentType === 'application/json') {
    if (Buffer.byteLength(request.body) > bodyLimitOf(route)) return false;
    try {
      body = JSON.parse(request.body);
    } catch {
      return false;
    }
    // The parser is strict: only objects and arrays.
    if (body === null || typeof body !== 'object') return false;
  }
  return (
    partValid(route.params, params, 'params') &&
    partValid(route.query, { ...querystring.parse(request.query) }, 'query') &&
    partValid(route.body, body, 'body')
  );
}

/** Path segments the contract spells out; a parameter equal to one could reach another route. */
const LITERAL_SEGMENTS = new Set(
  Object.values(contract).flatMap((routes) =>
    Object.values(routes as Record<string, RouteDefinition>).flatMap((route) => route.path.split('/').filter((s) => s && !s.startsWith(':'))),
  ),
);

const BAD_ESCAPES = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF%FE'];
const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'];
const BAD_CHARSETS = ['application/json; charset=latin1', 'application/json; charset=koi8-r'];
const NUMBER_LITERALS = ['1e400', '-1e400', '123456789012345678901234567890', '-0', '1e-400'];
const RAW = 'raw number literal';

interface Parts {
  defect: string;
  params: Record<string, string>;
  query: string;
  contentType?: string;
  body?: string;
}

function serializeQuery(query: Record<string, string[]>): string {
  return Object.entries(query)
    .flatMap(([key, values]) => values.map((value) => `${percentEncode(key)}=${percentEncode(value)}`))
    .join('&');
}

/** Text that is not JSON, or JSON the strict parser refuses (a bare string, number or null). */
const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":}', "{'a':1}", '{"a":1,}', '[1,2', 'NaN', 'undefined', '{"a":"\\x"}', '\u0000', '"text"', '42', 'null', 'true'),
  fc.jsonValue().map((value) => JSON.stringify(value)).filter((text) => text.length > 2).map((text) => text.slice(0, -1)),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(4999)}`),
);

export function malformedRequest(route: RouteDefinition): fc.Arbitrary<MalformedRequest> {
  const paramNames = route.params ? Object.keys(route.params.shape) : [];
  const baseParams = Object.fromEntries(paramNames.map((name) => [name, percentEncode(String(validSample(route.params!.shape[name] as z.ZodType)))]));
  const bodyObject = objectOf(route.body);
  const baseBody = route.body ? validSample(route.body) : undefined;
  const json = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) });
  const baseJson = baseBody === undefined ? {} : json(baseBody);
  const base = (defect: string): Parts => ({ defect, params: baseParams, query: '', ...baseJson });

  // Requests the route's schemas refuse; the transport's refusals below come on top, rarer where
  // there are schemas to probe, and a body above the limit rarest of all, being a megabyte each.
  const strategies: fc.Arbitrary<Parts>[] = [];

  if (paramNames.length > 0) {
    const name = fc.constantFrom(...paramNames);
    strategies.push(
      fc
        .tuple(name, nastyText.filter((text) => text !== '' && !LITERAL_SEGMENTS.has(text)))
        .map(([param, text]) => ({ ...base(`path parameter ${param}`), params: { ...baseParams, [param]: percentEncode(text) } })),
      fc.tuple(name, fc.constantFrom(...BAD_ESCAPES)).map(([param, escape]) => ({ ...base(`undecodable ${param}`), params: { ...baseParams, [param]: `a${escape}` } })),
    );
  }

  const queryObject = objectOf(route.query);
  if (queryObject) {
    const keys = Object.keys(queryObject.shape);
    const values = fc.array(nastyText, { minLength: 1, maxLength: 3 });
    strategies.push(
      fc
        .record(Object.fromEntries(keys.map((key) => [key, values])), { requiredKeys: [] })
        .filter((query) => Object.keys(query).length > 0)
        .map((query) => ({ ...base('query values'), query: serializeQuery(query as Record<string, string[]>) })),
    );
    if (isStrict(queryObject)) {
      strategies.push(fc.string({ minLength: 1 }).map((key) => ({ ...base('unknown query key'), query: `${percentEncode(`x-${key}`)}=1` })));
    }
  }

  if (route.body) {
    const keys = bodyObject ? Object.keys(bodyObject.shape) : [];
    strategies.push(
      // The wrong type, or wrong text, for one field of an otherwise valid body.
      ...(keys.length > 0 && baseBody !== undefined
        ? [
            fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => ({
              ...base(`wrong ${key}`),
              ...json({ ...(baseBody as object), [key]: value }),
            })),
            fc.constantFrom(...keys).map((key) => {
              const { [key]: _dropped, ...rest } = baseBody as Record<string, unknown>;
              return { ...base(`missing ${key}`), ...json(rest) };
            }),
            // Numbers JSON can spell but JavaScript cannot hold: Infinity, or past the safe integers.
            fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...NUMBER_LITERALS)).map(([key, literal]) => ({
              ...base(`number ${literal} for ${key}`),
              contentType: 'application/json',
              body: JSON.stringify({ ...(baseBody as object), [key]: RAW }).replace(JSON.stringify(RAW), literal),
            })),
          ]
        : []),
      // Any subset of the fields, each of any type, and fields nobody asked for.
      fc
        .tuple(
          fc.record(Object.fromEntries(keys.map((key) => [key, wrongValue])), { requiredKeys: [] }),
          fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), wrongValue, { maxKeys: 3 }),
        )
        .map(([fields, extra]) => ({ ...base('body of the wrong shape'), ...json({ ...extra, ...fields }) })),
      fc.oneof(fc.array(wrongValue, { maxLength: 3 }), fc.constant([baseBody ?? {}])).map((body) => ({ ...base('array for an object'), ...json(body) })),
      fc
        .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES, undefined), fc.constant(JSON.stringify(baseBody ?? {})))
        .map(([contentType, body]) => ({ ...base(`content type ${contentType ?? 'missing'}`), contentType, body })),
    );
    if (bodyObject && isStrict(bodyObject)) {
      strategies.push(fc.string({ minLength: 1, maxLength: 12 }).map((key) => ({ ...base('unknown field'), ...json({ ...(baseBody as object), [`x-${key}`]: 1 }) })));
    }
  }

  const probing = strategies.length > 0 ? 5 : 1;
  const transport: fc.WeightedArbitrary<Parts>[] = [
    { weight: 20, arbitrary: malformedJson.map((body) => ({ ...base('malformed JSON'), contentType: 'application/json', body })) },
    { weight: 5, arbitrary: fc.constantFrom(...BAD_CHARSETS).map((contentType) => ({ ...base('unsupported charset'), contentType, body: '{}' })) },
    // An array where an object belongs, and above the body limit besides.
    { weight: 1, arbitrary: fc.constant(null).map(() => ({ ...base('body above the limit'), ...json(['x'.repeat(bodyLimitOf(route))]) })) },
  ];
  return fc
    .oneof(...strategies.map((arbitrary) => ({ weight: 26 * probing, arbitrary })), ...transport)
    .filter((parts) => !nearHeaderLimit(lineLength(parts, route)) && !acceptable(route, parts))
    .map(({ defect, params, query, contentType, body }) => {
      const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => params[name]!);
      const request = { defect, method: route.method.toUpperCase(), path: query ? `${path}?${query}` : path, contentType, body };
      // Reports show a megabyte body by its length, not in full.
      const shown = (text: string | undefined) => (text && text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text);
      const summary = fc.stringify({ ...request, path: shown(request.path), body: shown(request.body) });
      return Object.assign(request, { [fc.toStringMethod]: () => summary });
    });
}
