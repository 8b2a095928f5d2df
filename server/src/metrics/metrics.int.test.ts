import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

let server: TestServer;
let staffToken: string;
let customerToken: string;

beforeAll(async () => {
  // Port 0: the internal listener on a free port of its own.
  server = await startTestServer({ METRICS_PORT: '0' });
  const staff = await server.registerUser('staff@metrics.test', 'staff');
  const customer = await server.registerUser('customer@metrics.test', 'customer');
  staffToken = (await server.sessionFor(staff.userId)).token;
  customerToken = (await server.sessionFor(customer.userId)).token;
}, 60_000);
afterAll(() => server?.close());

/** The value of one sample, e.g. `shop_queue_jobs{queue="mail",state="waiting"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries(
      [...body.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return null;
}

describe('GET /metrics', () => {
  it('refuses anyone but staff on the main port', async () => {
    expect((await server.request('GET', '/metrics')).status).toBe(401);
    const customer = await server.request('GET', '/metrics', { token: customerToken });
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('shows staff each metric family in the Prometheus text format', async () => {
    await server.request('GET', '/api/products/1');
    await server.request('GET', '/api/products/2');
    await server.db
      .insertInto('workflow_failures')
      .values({
        workflow: 'place-order',
        step: 'reserve-stock',
        source_key: 'metrics-test',
        source: JSON.stringify({ test: true }),
        error: 'boom',
        attempts: 5,
      })
      .execute();

    const { status, body, headers } = await server.request<string>('GET', '/metrics', {
      token: staffToken,
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const [family, type] of [
      ['http_request_duration_seconds', 'histogram'],
      ['shop_projection_lag_events', 'gauge'],
      ['shop_projection_lag_seconds', 'gauge'],
      ['shop_projection_dead_letters', 'gauge'],
      ['shop_queue_jobs', 'gauge'],
      ['shop_workflow_failures', 'gauge'],
      ['shop_background_steps_deferred_total', 'counter'],
      ['shop_catalogue_cache_computes_total', 'counter'],
      ['shop_catalogue_cache_emptied_total', 'counter'],
      ['process_cpu_seconds_total', 'counter'],
    ]) {
      expect(body, family).toContain(`# TYPE ${family} ${type}`);
    }
    // By route pattern, never by the path asked for.
    expect(
      sample(body, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/products/:id',
        status: '404',
      }),
    ).toBe(2);
    expect(body).not.toContain('route="/api/products/1"');
    expect(
      sample(body, 'shop_projection_lag_events', { projection: 'products' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      sample(body, 'shop_projection_lag_seconds', { projection: 'orders' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      sample(body, 'shop_queue_jobs', { queue: 'mail', state: 'waiting' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      sample(body, 'shop_workflow_failures', { workflow: 'place-order', status: 'open' }),
    ).toBe(1);
  });

  it('counts the catalogue answers computed, and the caches emptied when the catalogue moves', async () => {
    const counts = async () => {
      const { body } = await server.request<string>('GET', '/metrics', { token: staffToken });
      const cache = { cache: 'answers' };
      return {
        computed: sample(body, 'shop_catalogue_cache_computes_total', cache) ?? 0,
        emptied: sample(body, 'shop_catalogue_cache_emptied_total', cache) ?? 0,
      };
    };
    const path = '/api/products?q=counted';
    const first = await server.request('GET', path);
    expect(first.status).toBe(200);
    const before = await counts();
    expect(before.computed).toBeGreaterThanOrEqual(1);
    // A repeat at the same version is answered from the cache.
    await server.request('GET', path);
    expect(await counts()).toEqual(before);

    await sql`
      INSERT INTO catalogue_version (version) VALUES (987654)
      ON CONFLICT (singleton) DO UPDATE SET version = excluded.version`.execute(server.db);
    await vi.waitFor(
      async () => {
        const moved = await server.request('GET', path);
        expect(moved.headers.get('etag')).not.toBe(first.headers.get('etag'));
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(await counts()).toEqual({
      computed: before.computed + 1,
      emptied: before.emptied + 1,
    });
  });

  it('answers on the internal listener without a session, and nothing else there', async () => {
    expect(server.metricsPort).toBeGreaterThan(0);
    const internal = `http://127.0.0.1:${server.metricsPort}`;
    const response = await fetch(`${internal}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('# TYPE shop_queue_jobs gauge');
    expect((await fetch(`${internal}/api/products`)).status).toBe(404);
  });
});
