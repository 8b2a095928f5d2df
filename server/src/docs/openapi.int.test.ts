import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import type { OpenApiDocument } from './openapi-document.js';

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  const { status, body } = await server.request<OpenApiDocument>('GET', '/api/openapi.json');
  expect(status).toBe(200);
  document = body;
}, 60_000);
afterAll(() => server?.close());

/** `/api/orders/:orderNumber` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // The parser changes what it is given: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('lists every route the routers declare, and nothing else', () => {
    expect(server.routes.length).toBeGreaterThan(40);
    const declared = server.routes.map((route) => `${route.method} ${openApiPath(route.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(declared)].sort());
  });

  it('has a description for each route, and the schema of each write’s body', () => {
    expect(server.routes.filter((route) => !route.docs).map((r) => r.path)).toEqual([]);
    const writes = server.routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(writes.filter((route) => !route.docs?.body).map((r) => r.path)).toEqual([]);
  });

  it('takes request schemas from the zod schemas the handlers parse', () => {
    const placeOrder = document.paths['/api/orders']?.post as {
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
      parameters: { name: string; in: string; required: boolean }[];
      security: unknown[];
    };
    const schema = placeOrder.requestBody.content['application/json'].schema;
    expect(schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['items', 'currency', 'paymentMethod', 'recipient']),
      properties: { paymentMethod: { enum: ['paypal', 'wallet'] } },
    });
    expect(placeOrder.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(placeOrder.security).toEqual([{ bearer: [] }, { sessionCookie: [], csrfHeader: [] }]);
    const products = document.paths['/api/products']?.get as {
      parameters: { name: string; in: string }[];
      security: unknown[];
    };
    expect(products.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['lang', 'currency', 'page', 'maxPrice']),
    );
    expect(products.security).toEqual([]);
  });

  it('describes the error body every refusal answers with', async () => {
    expect(document.components).toMatchObject({
      schemas: { Error: { required: ['error'] } },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        sessionCookie: { type: 'apiKey', in: 'cookie' },
        csrfHeader: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    });
    const staffOnly = document.paths['/api/admin/orders/{orderNumber}/status']?.post as {
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    for (const status of ['400', '401', '403', '429', 'default']) {
      expect(staffOnly.responses[status]?.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    // And the server does answer so.
    const refused = await server.request('POST', '/api/admin/orders/10000000000000001/status');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this server', async () => {
    const page = await server.request<string>('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const scripts = [
      ...page.body.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g),
    ];
    expect(scripts.map((match) => match[1])).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    for (const [, src] of scripts) {
      const file = await fetch(`${server.base}${src}`);
      expect(file.status, src).toBe(200);
      expect((await file.text()).length, src).toBeGreaterThan(20);
    }
    const start = await server.request<string>('GET', '/api/docs/start.js');
    expect(start.body).toContain("url: '/api/openapi.json'");
  });

  it('serves nothing else from the reference page’s folder', async () => {
    for (const file of ['index.html', 'package.json', '..%2Fpackage.json', 'toString']) {
      const { status } = await server.request('GET', `/api/docs/${file}`);
      expect(status, file).toBe(404);
    }
  });
});
