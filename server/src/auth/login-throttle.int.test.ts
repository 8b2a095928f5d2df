import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { emailKey } from './email-key.js';

describe('sign-in throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    server.request('POST', '/api/auth/login', { body: { email, password } });

  const failTimes = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) {
      expect((await login(email, 'wrong password')).status).toBe(401);
    }
  };

  it('answers 429 after five failures, even to the right password, until the window passes', async () => {
    const { email, password } = await server.registerUser('dora@example.com', 'customer');
    await failTimes(email, 5);

    const blocked = await login(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({
      code: 'too_many_attempts',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts with this e-mail address\. Please try again in 1[45] minutes\.$/,
      ),
    });
    // Counted by address, whatever its spelling.
    expect((await login(' DORA@example.com', password)).status).toBe(429);

    await server.db
      .updateTable('login_attempts')
      .set({ window_started_at: sql`now() - interval '16 minutes'` })
      .where('email_hash', '=', emailKey(email))
      .execute();
    expect((await login(email, password)).status).toBe(200);
  });

  it('throttles unknown addresses the same way, so a 429 reveals no account', async () => {
    const known = await server.registerUser('eli@example.com', 'customer');
    await failTimes(known.email, 5);
    await failTimes('nobody@example.com', 5);
    const knownAnswer = await login(known.email, 'wrong password');
    const unknownAnswer = await login('nobody@example.com', 'wrong password');
    expect(knownAnswer.status).toBe(429);
    expect(unknownAnswer.status).toBe(429);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const { email, password } = await server.registerUser('finn@example.com', 'customer');
    await failTimes(email, 4);
    expect((await login(email, password)).status).toBe(200);
    await failTimes(email, 5);
    expect((await login(email, password)).status).toBe(429);
  });

  it('lets parallel guesses through no faster than sequential ones', async () => {
    const { email } = await server.registerUser('gus@example.com', 'customer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong password')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});
