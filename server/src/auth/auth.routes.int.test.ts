import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

describe('authentication', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.registerUser('Ann@Example.com', 'customer');
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('signs in with a bearer token and an HttpOnly, SameSite session cookie', async () => {
    const session = await server.login('ann@example.com');
    expect(session.token).toMatch(/^[\w-]{40,}$/);
    const sessionCookie = session.setCookies.find((cookie) => cookie.startsWith('auth.session='));
    expect(sessionCookie).toMatch(/httponly/i);
    expect(sessionCookie).toMatch(/samesite=lax/i);
    const csrfCookie = session.setCookies.find((cookie) => cookie.startsWith('auth.csrf='));
    expect(csrfCookie).not.toMatch(/httponly/i);

    const ways: Record<string, string>[] = [
      { authorization: `Bearer ${session.token}` },
      { cookie: session.cookies },
    ];
    for (const headers of ways) {
      const response = await fetch(`${server.base}/api/auth/user`, { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        user: expect.objectContaining({
          email: 'ann@example.com',
          role: 'customer',
          displayName: 'Ann',
        }),
      });
    }
  });

  it('answers wrong and unknown credentials the same way, and a missing e-mail with the spec text', async () => {
    const wrong = await post('/api/auth/login', { email: 'ann@example.com', password: 'nope' });
    const unknown = await post('/api/auth/login', { email: 'who@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    const missing = await post('/api/auth/login', { email: ' ', password: 'x' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain(
      'Your email address is missing!',
    );
  });

  it('refuses malformed JSON with a 400 JSON error', async () => {
    const response = await post('/api/auth/login', '{bad');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('needs the CSRF header for cookie-authenticated writes, and logout ends the session on the server', async () => {
    const session = await server.login('ann@example.com');
    const forged = await post('/api/auth/logout', {}, { cookie: session.cookies });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');

    const logout = await post(
      '/api/auth/logout',
      {},
      { cookie: session.cookies, 'x-csrf-token': session.csrfToken },
    );
    expect(logout.status).toBe(204);
    const after = await fetch(`${server.base}/api/auth/user`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: { code: 'unauthenticated', message: 'You have to login first.' },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.base}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
