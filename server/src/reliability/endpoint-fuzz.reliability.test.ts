import { request as httpRequest } from 'node:http';
import { reliabilitySize } from '@shop/core/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { type Caller, type FuzzRequest, fuzzRequest, genericInput } from './endpoint-requests.js';
import { endpointsFromOpenApi, type OpenApiPaths } from './openapi-arbitraries.js';

const requests = reliabilitySize({ quick: 1000, full: 10_000 });
/** A new seed each run, printed with the figures; RELIABILITY_SEED=<seed> replays a run. */
const seed = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2_147_483_647);

/**
 * Every route the routers mount, called by every kind of caller with fast-check's paths, query
 * strings and bodies: no answer is a 500, and every 4xx of the API is the JSON error body.
 */
describe('every endpoint fuzzed', () => {
  let server: TestServer;
  const userIds: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    // Thousands of calls from one address: the limits have their own sweep.
    server = await startTestServer({ RATE_LIMITS: 'false' });
    await server.listProducts([testProduct(1), testProduct(2, { stock: 1000 })]);
    for (const caller of ['customer', 'staff'] as const) {
      userIds[caller] = (await server.registerUser(`fuzz-${caller}@example.com`, caller)).userId;
    }
    const { userId } = await server.registerUser('fuzz-seller@example.com', 'customer');
    await server.request('POST', '/api/seller', {
      token: (await server.sessionFor(userId)).token,
      body: { wechatId: 'wx_fuzz', wechatNickname: 'fuzz' },
    });
    await server.fundWallet(userId, 100_000);
    userIds.seller = userId;
  });
  afterAll(() => server?.close());

  /** Sends the request as given: node:http leaves the path alone (no normalising). */
  async function send(
    request: FuzzRequest,
  ): Promise<{ status: number; type: string; body: string }> {
    const userId = userIds[request.caller as Exclude<Caller, 'anonymous'>];
    // A fresh session each time: a fuzzed sign-out or password change must not end the run.
    const token = userId ? (await server.sessionFor(userId)).token : null;
    const payload =
      request.body === undefined
        ? undefined
        : request.body.kind === 'json'
          ? { type: 'application/json', text: JSON.stringify(request.body.value) ?? 'null' }
          : { type: request.body.contentType, text: request.body.text };
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: request.method,
          path: request.path,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(payload && {
              'content-type': payload.type,
              'content-length': Buffer.byteLength(payload.text),
            }),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type'] ?? ''),
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload?.text);
    });
  }

  it(`answers ${requests} generated requests without a 500`, async () => {
    const started = performance.now();
    const document = (await (
      await fetch(`${server.base}/api/openapi.json`)
    ).json()) as OpenApiPaths;
    const endpoints = endpointsFromOpenApi(document, server.routes, genericInput);
    const plan = fc.sample(fuzzRequest(endpoints), { numRuns: requests, seed });
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < plan.length) {
          const request = plan[next++] as FuzzRequest;
          const answer = await send(request);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          const line = `${request.caller} ${request.method} ${request.path.slice(0, 200)} ${request.body ? JSON.stringify(request.body).slice(0, 200) : ''} -> ${answer.status} ${answer.body.slice(0, 200)}`;
          if (answer.status >= 500) failures.push(line);
          else if (
            answer.status >= 400 &&
            request.path.startsWith('/api/') &&
            !isErrorBody(answer.type, answer.body)
          ) {
            failures.push(`not the JSON error body: ${line}`);
          }
        }
      }),
    );
    const routesCalled = new Set(plan.map((request) => `${request.method} ${request.route}`));
    console.info(
      `endpoint fuzz (seed ${seed}): ${plan.length} requests over ${routesCalled.size} of ${endpoints.length} routes in ${((performance.now() - started) / 1000).toFixed(0)} s; answers ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
    // The quick run too reaches most routes.
    expect(routesCalled.size).toBeGreaterThan(endpoints.length * 0.8);
  });
});

function isErrorBody(type: string, body: string): boolean {
  if (!type.includes('json')) return false;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}
