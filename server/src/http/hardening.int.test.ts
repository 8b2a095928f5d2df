import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

describe('hardening of the HTTP edge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 413 to a JSON body over 256 kB, and 400 to one that is not JSON', async () => {
    const huge = await server.request<ApiError>('POST', '/api/auth/login', {
      body: { email: 'a@b.c', password: 'x'.repeat(300 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
    const broken = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
  });

  it('tells anyone only that it is alive; the detail is for staff', async () => {
    const open = await server.request<Record<string, unknown>>('GET', '/api/health');
    expect(open.body).toEqual({ status: 'ok' });
    await server.registerUser('ops@health.test', 'staff');
    const { token } = await server.login('ops@health.test');
    const detail = await server.request<{ projections: { name: string; lag: number }[] }>(
      'GET',
      '/api/admin/health',
      { token },
    );
    expect(detail.body.projections.map((projection) => projection.name)).toEqual(
      expect.arrayContaining(['orders', 'wallets', 'workflows']),
    );
  });

  it('correlates events with a request id of its own, not the one a client sends', async () => {
    const forged = 'forged-correlation-id-0001';
    const response = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': forged },
      body: JSON.stringify({
        email: 'corr@example.com',
        password: 'correct horse battery',
        displayName: 'Corr',
      }),
    });
    expect(response.status).toBe(202);
    const own = response.headers.get('x-request-id');
    expect(own).not.toBe(forged);
    const correlations = async () =>
      (
        await server.db
          .selectFrom('event_log')
          .select('correlation_id')
          .where('type', '=', 'UserRegistered')
          .execute()
      ).map((row) => row.correlation_id);
    await expect.poll(correlations).toContain(own);
    expect(await correlations()).not.toContain(forged);
  });
});
