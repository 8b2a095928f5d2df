import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

/**
 * In production cookies are Secure, while the server itself speaks plain HTTP behind the proxy
 * that ends TLS (and may not be told so: TRUST_PROXY is off by default).
 */
describe('secure cookies behind a TLS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true' });
  });
  afterAll(() => server?.close());

  it('signs in over plain HTTP and sets the cookies Secure', async () => {
    const { email, password } = await server.registerUser('secure@example.com', 'customer');
    const session = await server.login(email, password);
    expect(session.setCookies).toHaveLength(2);
    for (const cookie of session.setCookies) expect(cookie.toLowerCase()).toContain('; secure');
  });
});
