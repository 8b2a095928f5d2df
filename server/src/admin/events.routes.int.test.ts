import { testEvents, uniqueStream } from '@shop/core/testing';
import { waitForProjection } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

interface EventRecord {
  id: string;
  position: number;
  stream_name: string;
  type: string;
  revision: number;
  actor_label: string;
}

describe('GET /api/admin/events (ra-data-simple-rest)', () => {
  let server: TestServer;
  let staff: string;
  let seller: { userId: string; token: string };
  const order = uniqueStream('order');

  beforeAll(async () => {
    server = await startTestServer();
    await server.registerUser('staff@example.com', 'staff');
    await server.registerUser('cus@example.com', 'customer');
    const sellerUser = await server.registerUser('seller@example.com', 'seller');
    await server.store.append(order, testEvents(3, 'OrderPlaced'), {
      expectedRevision: 'no_stream',
    });
    const last = await server.store.append(
      `wallet-${sellerUser.userId}`,
      testEvents(2, 'WalletCredited'),
      {
        expectedRevision: 'no_stream',
      },
    );
    await waitForProjection(server.db, 'event_log', last.position);
    staff = (await server.login('staff@example.com')).token;
    seller = { userId: sellerUser.userId, token: (await server.login('seller@example.com')).token };
  });
  afterAll(() => server.close());

  async function list(query: string, token = staff) {
    const response = await fetch(`${server.base}/api/admin/events?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      response,
      body: (await response.json()) as EventRecord[] & { error?: { code: string } },
    };
  }
  const q = (params: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
    ).toString();

  it('pages, sorts and totals the event log the way the data provider expects', async () => {
    const { response, body } = await list(q({ sort: ['position', 'ASC'], range: [0, 2] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('events 0-2/8');
    expect(body.map((event) => event.position)).toEqual([1, 2, 3]);
    expect(body.map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserRegistered',
      'UserRegistered',
    ]);

    const newest = await list(q({ range: [0, 24] }));
    expect(newest.body[0]?.position).toBe(8);
    expect(newest.response.headers.get('content-range')).toBe('events 0-7/8');
  });

  it('filters by stream and by type', async () => {
    const byStream = await list(q({ filter: { stream_name: order }, sort: ['position', 'ASC'] }));
    expect(byStream.body.map((event) => [event.stream_name, event.revision])).toEqual([
      [order, 0],
      [order, 1],
      [order, 2],
    ]);
    expect(byStream.response.headers.get('content-range')).toBe('events 0-2/3');
    const byType = await list(q({ filter: { type: 'WalletCredited' } }));
    expect(byType.body).toHaveLength(2);
    const byIds = await list(q({ filter: { id: [byType.body[0]?.id] } }));
    expect(byIds.body.map((event) => event.id)).toEqual([byType.body[0]?.id]);
  });

  it('shows one event, and 404 for an unknown id', async () => {
    const { body } = await list(q({ range: [0, 0] }));
    const one = await fetch(`${server.base}/api/admin/events/${body[0]?.id}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(await one.json()).toMatchObject({ id: body[0]?.id, position: 8 });
    const missing = await fetch(`${server.base}/api/admin/events/not-a-uuid`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad list parameters with 400 and a clear message', async () => {
    const badSort = await list(q({ sort: ['data', 'ASC'] }));
    expect(badSort.response.status).toBe(400);
    expect(badSort.body.error?.code).toBe('invalid_sort');
    const badRange = await list('range=[5,1]');
    expect(badRange.response.status).toBe(400);
    const badJson = await list('filter={oops');
    expect(badJson.response.status).toBe(400);
  });

  it('keeps out anonymous callers (401) and customers (403), and shows a seller only their own streams', async () => {
    const anonymous = await fetch(`${server.base}/api/admin/events`);
    expect(anonymous.status).toBe(401);
    const customer = await server.login('cus@example.com');
    expect((await list('', customer.token)).response.status).toBe(403);

    const own = await list(q({ range: [0, 99] }), seller.token);
    expect(own.body.map((event) => event.stream_name)).toEqual([
      `wallet-${seller.userId}`,
      `wallet-${seller.userId}`,
    ]);
    const { body: all } = await list(q({ filter: { stream_name: order } }));
    const other = await fetch(`${server.base}/api/admin/events/${all[0]?.id}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(other.status).toBe(404);
  });
});
