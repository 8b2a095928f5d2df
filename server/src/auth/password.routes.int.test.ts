import { userStream } from '@shop/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

describe('passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const forgot = (email: string) =>
    server.request('POST', '/api/auth/forgot-password', { body: { email } });
  const reset = (token: string, password: string) =>
    server.request('POST', '/api/auth/reset-password', { body: { token, password } });
  const loginStatus = async (email: string, password: string) =>
    (await server.request('POST', '/api/auth/login', { body: { email, password } })).status;
  const tokenIn = (text: string) => {
    const link = /(\S+\/page\/account\/reset-password\?token=(\S+))/.exec(text);
    if (!link?.[1] || !link[2]) throw new Error(`no reset link in: ${text}`);
    return { link: link[1], token: decodeURIComponent(link[2]) };
  };

  it('answers known and unknown addresses alike, and mails only the known one', async () => {
    const { email } = await server.registerUser('hana@example.com', 'customer');
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(email);
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ ok: true });
    expect(unknown.body).toEqual(known.body);

    const mail = await server.mail.next(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello hana,');
    expect(tokenIn(mail.text).link).toMatch(
      new RegExp(`^${server.base}/page/account/reset-password\\?token=[\\w-]{40,}$`),
    );
    expect(server.mail.sent.filter((sent) => sent.to === 'nobody-here@example.com')).toEqual([]);
    const stored = await server.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(tokenIn(mail.text).token);
  });

  it('answers a second request for one address within a minute with "Too frequent email."', async () => {
    for (const email of ['ivy@example.com', 'nobody-either@example.com']) {
      expect((await forgot(email)).status).toBe(202);
      const again = await forgot(email.toUpperCase());
      expect(again.status).toBe(429);
      expect(again.body.error.message).toBe('Too frequent email.');
    }
  });

  it('validates the address, with the spec words for a missing one', async () => {
    expect((await forgot('')).body.error.message).toBe('Your email address is missing!');
    expect((await forgot('no at sign')).status).toBe(400);
  });

  it("mails the link in the account's language", async () => {
    const response = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'jun@example.com',
        password: 'a long enough password',
        displayName: 'Jun',
        language: 'ja',
      },
    });
    expect(response.status).toBe(202);
    await forgot('jun@example.com');
    const mail = await server.mail.next('jun@example.com');
    expect(mail.subject).toBe('パスワード再設定のご案内');
    expect(mail.text).toContain('Jun 様');
  });

  it('resets the password once with the mailed token and ends the other sessions', async () => {
    const { email, password, userId } = await server.registerUser('kai@example.com', 'customer');
    const before = await server.login(email, password);
    await forgot(email);
    const { token } = tokenIn((await server.mail.next(email)).text);

    const tooShort = await reset(token, 'short');
    expect(tooShort.status).toBe(400);
    expect((await reset(token, 'a brand new password')).status).toBe(204);
    expect(await loginStatus(email, password)).toBe(401);
    expect(await loginStatus(email, 'a brand new password')).toBe(200);
    const oldSession = await server.request('GET', '/api/auth/user', { token: before.token });
    expect(oldSession.status).toBe(401);

    const reused = await reset(token, 'yet another password');
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({
      code: 'invalid_reset_token',
      message:
        'This password reset link is not valid: it may have expired or been used already. Please ask for a new one.',
    });
    expect(await loginStatus(email, 'a brand new password')).toBe(200);

    const history = await server.store.readStream(userStream(userId));
    expect(history.map((event) => event.type)).toEqual(['UserRegistered', 'UserPasswordChanged']);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await reset('made-up-token', 'a brand new password')).status).toBe(400);
    const { email, userId } = await server.registerUser('lea@example.com', 'customer');
    await forgot(email);
    const { token } = tokenIn((await server.mail.next(email)).text);
    await server.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();
    expect((await reset(token, 'a brand new password')).status).toBe(400);
  });

  it('changes the password of the signed-in user who knows the current one', async () => {
    const { email, password } = await server.registerUser('max@example.com', 'customer');
    const here = await server.login(email, password);
    const elsewhere = await server.login(email, password);
    const change = (body: unknown, token?: string) =>
      server.request('POST', '/api/auth/change-password', { body, ...(token && { token }) });

    expect((await change({ currentPassword: password, newPassword: 'x'.repeat(12) })).status).toBe(
      401,
    );
    const wrong = await change(
      { currentPassword: 'not it', newPassword: 'a changed password' },
      here.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'wrong_password',
      message: 'The current password is wrong.',
    });
    const forged = await fetch(`${server.base}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: here.cookies },
      body: JSON.stringify({ currentPassword: password, newPassword: 'a changed password' }),
    });
    expect(forged.status).toBe(403);

    const changed = await fetch(`${server.base}/api/auth/change-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: here.cookies,
        'x-csrf-token': here.csrfToken,
      },
      body: JSON.stringify({ currentPassword: password, newPassword: 'a changed password' }),
    });
    expect(changed.status).toBe(204);
    expect(await loginStatus(email, password)).toBe(401);
    expect(await loginStatus(email, 'a changed password')).toBe(200);
    const get = (token: string) => server.request('GET', '/api/auth/user', { token });
    expect((await get(here.token)).status).toBe(200);
    expect((await get(elsewhere.token)).status).toBe(401);
  });
});
