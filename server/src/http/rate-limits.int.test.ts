import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

/** Requests from a client address of the test's choosing: the server trusts X-Forwarded-For here. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('failed sign-ins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', LOGIN_FAILURES_PER_ADDRESS: '12' });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, address = '203.0.113.7') =>
    server.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: from(address),
    });

  const failTimes = async (email: string, times: number, address?: string) => {
    for (let attempt = 0; attempt < times; attempt++) {
      expect((await login(email, 'wrong password', address)).status).toBe(401);
    }
  };

  it('answers 429 with Retry-After after five failures from one address, even to the right password', async () => {
    const { email, password } = await server.registerUser('dora@example.com', 'customer');
    await failTimes(email, 5, '203.0.113.1');

    const blocked = await login(email, password, '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({
      code: 'too_many_attempts',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/,
      ),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Counted by address, whatever its spelling.
    expect((await login(' DORA@example.com', password, '203.0.113.1')).status).toBe(429);
  });

  it('does not lock the owner out when someone elsewhere guesses their password', async () => {
    const { email, password } = await server.registerUser('owner@example.com', 'customer');
    await failTimes(email, 5, '198.51.100.66');
    expect((await login(email, password, '198.51.100.66')).status).toBe(429);
    expect((await login(email, password, '192.0.2.10')).status).toBe(200);
  });

  it('limits one address guessing at many accounts', async () => {
    const address = '198.51.100.99';
    for (let index = 0; index < 12; index++) {
      expect((await login(`someone-${index}@example.com`, 'guess', address)).status).toBe(401);
    }
    const blocked = await login('someone-else@example.com', 'guess', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
  });

  it('throttles unknown addresses the same way, so a 429 reveals no account', async () => {
    const known = await server.registerUser('eli@example.com', 'customer');
    await failTimes(known.email, 5, '203.0.113.2');
    await failTimes('nobody@example.com', 5, '203.0.113.2');
    const knownAnswer = await login(known.email, 'wrong password', '203.0.113.2');
    const unknownAnswer = await login('nobody@example.com', 'wrong password', '203.0.113.2');
    expect(knownAnswer.status).toBe(429);
    expect(unknownAnswer.status).toBe(429);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const { email, password } = await server.registerUser('finn@example.com', 'customer');
    await failTimes(email, 4, '203.0.113.3');
    expect((await login(email, password, '203.0.113.3')).status).toBe(200);
    await failTimes(email, 5, '203.0.113.3');
    expect((await login(email, password, '203.0.113.3')).status).toBe(429);
  });

  it('lets parallel guesses through no faster than sequential ones', async () => {
    const { email } = await server.registerUser('gus@example.com', 'customer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong password', '203.0.113.4')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});

describe('write limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      RATE_LIMIT_WRITES_PER_ADDRESS: '5',
      RATE_LIMIT_WRITES_PER_ACCOUNT: '8',
      RATE_LIMIT_SENSITIVE_PER_ADDRESS: '3',
    });
  });
  afterAll(() => server.close());

  const estimate = (address: string, token?: string) =>
    server.request('POST', '/api/tax-estimate', {
      body: { countryCode: 'US', subTotal: 10, shippingFee: 2 },
      headers: from(address),
      ...(token && { token }),
    });

  it('answers 429 with Retry-After and the JSON error body past the per-address limit; other addresses go on', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await estimate('192.0.2.1')).status).toBe(200);
    }
    const refused = await estimate('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await estimate('192.0.2.2')).status).toBe(200);
  });

  it('limits an account across addresses', async () => {
    const { userId } = await server.registerUser('wren@example.com', 'customer');
    const { token } = await server.sessionFor(userId);
    const statuses: number[] = [];
    for (let index = 0; index < 9; index++) {
      statuses.push((await estimate(`192.0.2.${100 + index}`, token)).status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });

  it('limits sign-ins, registrations and reset requests per address more tightly than other writes', async () => {
    const address = '192.0.2.50';
    const forgot = () =>
      server.request('POST', '/api/auth/forgot-password', {
        body: { email: `x${Math.random()}@example.com` },
        headers: from(address),
      });
    for (let index = 0; index < 3; index++) expect((await forgot()).status).toBe(202);
    const refused = await forgot();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('leaves reads alone', async () => {
    for (let index = 0; index < 8; index++) {
      expect(
        (await server.request('GET', '/api/categories', { headers: from('192.0.2.1') })).status,
      ).toBe(200);
    }
  });
});
