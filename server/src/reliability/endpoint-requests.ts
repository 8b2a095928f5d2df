import fc from 'fast-check';
import type { Access } from '../http/access.js';

/**
 * What the fuzzer knows of one endpoint, from the OpenAPI document (`endpointsFromOpenApi`:
 * each route's own query and body schemas beside the generic hostile input of `genericInput`).
 */
export interface Endpoint {
  readonly method: string;
  /** The router's path, e.g. `/api/orders/:orderNumber`. */
  readonly path: string;
  /** Null for a route without a guard (the authorisation test fails on it). */
  readonly access: Access | null;
  /** Values for the query string: known names with likely and unlikely values. */
  readonly query: fc.Arbitrary<Record<string, string>>;
  /** The request body: JSON (any shape), or a raw text that is not JSON at all. */
  readonly body: fc.Arbitrary<RequestBody | undefined>;
}

export type RequestBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'raw'; readonly contentType: string; readonly text: string };

export type Caller = 'anonymous' | 'customer' | 'seller' | 'staff';

export interface FuzzRequest {
  readonly method: string;
  /** The route's path with every parameter filled in (and percent-encoded). */
  readonly path: string;
  readonly route: string;
  readonly caller: Caller;
  readonly body: RequestBody | undefined;
}

/** Numbers a careless or hostile client sends: bounds of every integer type, floats, junk. */
const numberText = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '3000000000',
    '9007199254740993',
    '9223372036854775808',
    '1e12',
    '1e400',
    '-1e400',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '1_000',
    ' 1',
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** Texts: ordinary words, control characters, unpaired surrogates, long strings, JSON-ish. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '../../etc/passwd',
    '%',
    '%00',
    '%FF',
    '[1,2]',
    '["id","ASC"]',
    '[0,3000000000]',
    '{"id":[99999999999]}',
    '{"q":"\\u0000"}',
    '{',
    'null',
    'true',
    "' OR 1=1 --",
    'USD',
    'KRW',
    'en-US',
    'ja',
    'ko',
    'zh-CN',
  ),
  fc.uuid(),
  fc.string({ minLength: 200, maxLength: 3000 }),
);

const value = fc.oneof(numberText, text);

/**
 * Path parameters, as they go into the path: a well-formed id sometimes, anything (encoded) at
 * other times, and escapes that decode to something a router may stumble on.
 */
const pathParameter = fc.oneof(
  fc.constantFrom('1', '2', '10000000000000001', 'USD', 'US', 'JP', '1-1.svg'),
  numberText.map(encodeSegment),
  text.filter((candidate) => candidate.length > 0).map(encodeSegment),
  fc.constantFrom('%00', '%FF', '%C0%80', '%E0%80', '..', '.', '%2F', '%2e%2e', '%25', '%'),
);

/** Percent-encodes a text, with an unpaired surrogate (which cannot be encoded) as U+FFFD. */
function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

/** Query names the routes read (catalogue, lists, react-admin's protocol) and random ones. */
const queryNames = [
  'page',
  'perPage',
  'pageSize',
  'sort',
  'order',
  'range',
  'filter',
  'q',
  'keyword',
  'minPrice',
  'maxPrice',
  'idIn',
  'category',
  'brand',
  'collection',
  'currency',
  'countryCode',
  'lang',
  'variantId',
  'at',
  'cursor',
  'limit',
];

const anyQuery = fc.dictionary(
  fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 8 })),
  value,
  { maxKeys: 4 },
);

/** Field names the write routes read, with values of any type (numbers out of range included). */
const bodyFields = [
  'id',
  'ids',
  'variantId',
  'quantity',
  'items',
  'amount',
  'amountCents',
  'priceCents',
  'stock',
  'currency',
  'countryCode',
  'paymentMethod',
  'recipient',
  'email',
  'password',
  'newPassword',
  'displayName',
  'token',
  'status',
  'reason',
  'title',
  'wechatId',
  'wechatNickname',
  'trackingNumber',
  'courierId',
  'lines',
  'language',
];

const jsonLeaf = fc.oneof(
  fc.integer(),
  fc.constantFrom(3e9, 1e12, 99999999999, -3e9, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  text,
  fc.boolean(),
  fc.constant(null),
);

const jsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...bodyFields), fc.string({ maxLength: 8 })),
    fc.oneof(
      jsonLeaf,
      fc.array(jsonLeaf, { maxLength: 3 }),
      fc.array(fc.dictionary(fc.constantFrom(...bodyFields), jsonLeaf, { maxKeys: 3 }), {
        maxLength: 3,
      }),
      fc.dictionary(fc.constantFrom(...bodyFields), jsonLeaf, { maxKeys: 4 }),
    ),
    { maxKeys: 6 },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const anyBody: fc.Arbitrary<RequestBody | undefined> = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((json) => ({ kind: 'json', value: json }) as const) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
      text: fc.oneof(text, fc.constantFrom('{"a":', '[', '{"__proto__":{"x":1}}', 'a=1&a=2')),
    }),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** The generic query and body arbitraries above, for a route whose schemas are unknown. */
export function genericInput(route: { method: string }): Pick<Endpoint, 'query' | 'body'> {
  return {
    query: route.method === 'GET' ? anyQuery : fc.constant({}),
    body: route.method === 'GET' ? fc.constant(undefined) : anyBody,
  };
}

/** One request to one of `endpoints`, by one kind of caller. */
export function fuzzRequest(endpoints: readonly Endpoint[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...endpoints)
    .chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        parameters: fc.array(pathParameter, { minLength: 8, maxLength: 8 }),
        query: endpoint.query,
        body: endpoint.body,
        caller: fc.constantFrom<Caller>('anonymous', 'customer', 'seller', 'staff'),
      }),
    )
    .map(({ endpoint, parameters, query, body, caller }) => {
      let next = 0;
      const filled = endpoint.path.replace(
        /:\w+/g,
        () => parameters[next++ % parameters.length] ?? '1',
      );
      const search = new URLSearchParams(query).toString();
      return {
        method: endpoint.method,
        path: search ? `${filled}?${search}` : filled,
        route: endpoint.path,
        caller,
        body,
      };
    });
}
