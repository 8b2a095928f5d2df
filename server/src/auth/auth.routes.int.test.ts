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
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Your email address is missing!',
    );
  });

  it('registers a customer, signs them in at once, and lets them log in again', async () => {
    const response = await post('/api/auth/register', {
      email: ' Bea@Example.com ',
      password: 'a long enough password',
      displayName: 'Bea',
      language: 'ko',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { token: string; csrfToken: string; user: unknown };
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]{40,}$/),
      csrfToken: expect.any(String),
      user: {
        id: expect.any(String),
        email: 'bea@example.com',
        role: 'customer',
        displayName: 'Bea',
        language: { code: 'ko' },
        country: { code: 'US' },
        currency: { code: 'USD', rate: 1 },
      },
    });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((cookie) => cookie.startsWith('auth.session='))).toMatch(/httponly/i);
    expect(setCookies.some((cookie) => cookie.startsWith('auth.csrf='))).toBe(true);

    const me = await server.request<{ user: { email: string } }>('GET', '/api/auth/user', {
      token: body.token,
    });
    expect(me.body.user.email).toBe('bea@example.com');
    const login = await server.login('bea@example.com', 'a long enough password');
    expect(login.token).not.toBe(body.token);
  });

  it('refuses a second account for a taken e-mail address with 409', async () => {
    const response = await server.request('POST', '/api/auth/register', {
      body: { email: 'ANN@example.com', password: 'another fine password', displayName: 'Ann 2' },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('email_taken');
  });

  it('validates registrations with clear messages, the missing e-mail in the spec words', async () => {
    const register = (body: Record<string, unknown>) =>
      server.request('POST', '/api/auth/register', {
        body: { password: 'a long enough password', displayName: 'Cy', ...body },
      });
    for (const email of [undefined, '', '   ']) {
      const missing = await register({ email });
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('Your email address is missing!');
    }
    const malformed = await register({ email: 'not-an-address' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('email: This does not look like an e-mail address.');
    const short = await register({ email: 'cy@example.com', password: 'too short' });
    expect(short.body.error.message).toBe('password: The password needs at least 10 characters.');
    const long = await register({ email: 'cy@example.com', password: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const nameless = await register({ email: 'cy@example.com', displayName: '  ' });
    expect(nameless.body.error.message).toBe('displayName: Please enter your name.');
    const unknownLanguage = await register({ email: 'cy@example.com', language: 'fr' });
    expect(unknownLanguage.status).toBe(400);
  });

  it("answers the user with the country and currency of the visitor's preference", async () => {
    const session = await server.login('ann@example.com');
    const choice = await server.request<{ data: { token: string } }>(
      'POST',
      '/api/set-preference',
      { body: { currency: 'KRW', country: 'KR' } },
    );
    const withPreference = await server.request('GET', '/api/auth/user', {
      token: session.token,
      headers: { Preference: choice.body.data.token },
    });
    expect(withPreference.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'ann@example.com',
        role: 'customer',
        displayName: 'Ann',
        language: { code: 'en-US' },
        country: { code: 'KR' },
        currency: { code: 'KRW', rate: 1150 },
      },
    });
    const unknownToken = await server.request<{ user: Record<string, unknown> }>(
      'GET',
      '/api/auth/user',
      { token: session.token, headers: { Preference: 'no-such-preference-token' } },
    );
    expect(unknownToken.body.user).toMatchObject({
      country: { code: 'US' },
      currency: { code: 'USD', rate: 1 },
    });
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
