import { z } from 'zod';
import { csrfCookie, csrfHeader, sessionCookie } from '../auth/authenticate.middleware.js';
import type { Access } from '../http/access.js';
import type { RouteDocs } from '../http/route-docs.js';

/** One route as the routers declare it (`routeTable` in `app.ts`). */
export interface DocumentedRoute {
  readonly method: string;
  readonly path: string;
  readonly access: Access | null;
  readonly docs: RouteDocs | null;
}

type JsonSchema = Record<string, unknown>;

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  readonly openapi: '3.1.1';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly paths: Record<string, Record<string, JsonSchema>>;
  readonly components: JsonSchema;
  readonly [extension: `x-${string}`]: unknown;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable, machine-readable, e.g. `invalid_request`.' },
        message: { type: 'string', description: 'For people; shown as it is.' },
        issues: {
          type: 'array',
          description: 'Invalid input only: one entry per field that failed its schema.',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what a client sends. */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** One parameter per property of an object schema. */
function parameters(schema: z.ZodType, place: 'query' | 'path' | 'header', where: string) {
  const json = inputSchema(schema);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) {
    throw new Error(`The ${place} schema of ${where} is not an object schema.`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    ...(typeof description === 'string' && { description }),
    schema: property,
  }));
}

/** `/api/orders/:orderNumber` -> `/api/orders/{orderNumber}`, and the parameters' names. */
function templated(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const open = path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: open, names };
}

/** `/api/admin/orders/...` -> `admin/orders`; `/api/cart` -> `cart`; outside `/api`: `site`. */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'api') return 'site';
  const [first = 'api', second] = segments.slice(1);
  const word = (segment: string) => segment.replace(/^:.*/, '').replace(/[^\w-].*$/, '');
  return first === 'admin' && second ? `admin/${word(second)}` : word(first);
}

function operationId(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function security(access: Access, method: string) {
  if (access.kind === 'public') return [];
  // Bearer token, or the session cookie (with the CSRF header on a write).
  return [
    { bearer: [] },
    writeMethods.has(method) ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] },
  ];
}

function operation(route: DocumentedRoute) {
  const where = `${route.method} ${route.path}`;
  const docs = route.docs;
  const access = route.access ?? { kind: 'public' as const };
  const { names } = templated(route.path);
  const given = docs?.params ? parameters(docs.params, 'path', where) : [];
  const pathParameters = names.map(
    (name) =>
      given.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
  const success = docs?.success ?? {};
  const mediaType = success.mediaType ?? 'application/json';
  const roles =
    access.kind === 'signed-in'
      ? access.roles.length > 0
        ? `Signed in as ${access.roles.join(' or ')}.`
        : 'Signed in (any role).'
      : 'Anyone.';
  const body = docs?.body && docs.body !== 'none' ? docs.body : null;
  return {
    operationId: operationId(route.method, route.path),
    tags: [tagOf(route.path)],
    summary: docs?.summary ?? where,
    description: [docs?.description, `Who may call it: ${roles}`].filter(Boolean).join('\n\n'),
    'x-access': access,
    parameters: [
      ...pathParameters,
      ...(docs?.query ? parameters(docs.query, 'query', where) : []),
      ...(docs?.headers ? parameters(docs.headers, 'header', where) : []),
    ],
    ...(body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: inputSchema(body) } },
      },
    }),
    security: security(access, route.method),
    responses: {
      [String(success.status ?? 200)]: {
        description: 'Success',
        ...(success.status !== 204 && { content: { [mediaType]: {} } }),
      },
      ...((body || docs?.query || given.length > 0) && {
        '400': errorResponse('The input does not match the schema (`invalid_request`).'),
      }),
      ...(access.kind === 'signed-in' && {
        '401': errorResponse('Not signed in.'),
        '403': errorResponse(
          'Signed in with another role, or a cookie write without the CSRF header.',
        ),
      }),
      ...(writeMethods.has(route.method) && {
        '429': {
          ...errorResponse('Over a rate limit; retry after the time given.'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds.' } },
        },
      }),
      default: errorResponse('Any other refusal or failure.'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of every route in `routes`, from the schemas the handlers parse
 * (`describeRoute` in `http/route-docs.ts`). Served at `/api/openapi.json`.
 *
 * @example
 * const document = buildOpenApiDocument(routeTable(shopRouters(dependencies)));
 * document.paths['/api/orders/{orderNumber}']?.get;
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  { version = '0.1.0' }: { version?: string } = {},
): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = templated(route.path).path;
    const item = paths[path] ?? {};
    item[route.method.toLowerCase()] = operation(route);
    paths[path] = item;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Shop API',
      version,
      description: [
        'The storefront API under `/api`, the back office API under `/api/admin` (the',
        'ra-data-simple-rest protocol: `sort`, `range` and `filter` as JSON in the query, the',
        'total in `Content-Range`), and the site routes around them. Every error answers',
        '`{ "error": { "code", "message" } }`. Sign in with `POST /api/auth/login`: use the',
        '`token` as `Authorization: Bearer <token>`, or the session cookie, which needs the',
        `\`${csrfHeader}\` header (the \`${csrfCookie}\` cookie's value) on every write.`,
      ].join('\n'),
    },
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of a sign-in.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: csrfHeader,
          description: `The \`${csrfCookie}\` cookie's value; required on writes signed in by cookie.`,
        },
      },
    },
  };
}
