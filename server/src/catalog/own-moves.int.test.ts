import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { testProduct } from './catalog-test-kit.js';

describe("the server's own moves of the read models, seen by its next request", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { workers: false });
    // No announcements: only what this process tells its versions can show a move now.
    for (const table of ['auth_version', 'catalogue_version']) {
      await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.raw(`${table}_announce`)}`.execute(
        server.db,
      );
    }
  });
  afterAll(() => server.close());

  it('refuses a session from the request right after its sign-out', async () => {
    await server.registerUser('own-moves@example.com', 'customer');
    const { token } = await server.login('own-moves@example.com');
    const user = () => server.request('GET', '/api/auth/user', { token });
    // Looked up once, then kept while the sessions' version stays put.
    expect((await user()).status).toBe(200);
    expect((await user()).status).toBe(200);
    expect((await server.request('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await user()).status).toBe(401);
  });

  it('refuses the other sessions from the request right after a password change', async () => {
    const { password } = await server.registerUser('own-moves-2@example.com', 'customer');
    const here = await server.login('own-moves-2@example.com');
    const elsewhere = await server.login('own-moves-2@example.com');
    const user = (token: string) => server.request('GET', '/api/auth/user', { token });
    expect((await user(elsewhere.token)).status).toBe(200);
    const changed = await server.request('POST', '/api/auth/change-password', {
      token: here.token,
      body: { currentPassword: password, newPassword: 'a changed password' },
    });
    expect(changed.status).toBe(204);
    expect((await user(elsewhere.token)).status).toBe(401);
    expect((await user(here.token)).status).toBe(200);
  });

  it("shows a product once this process's projection has it, with no announcement", async () => {
    const total = async () =>
      (await server.request<{ total: number }>('GET', '/api/products?cid=sweets')).body.total;
    await server.listProducts([testProduct(1)]);
    expect(await total()).toBe(1);
    await server.listProducts([testProduct(2)]);
    expect(await total()).toBe(2);
  });
});
