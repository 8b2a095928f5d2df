import {
  createDatabase,
  createDatabasePool,
  createLogger,
  loadConfig,
  migrateToLatest,
  PostgresEventStore,
  type Role,
} from '@shop/core';
import { createTestDatabase, testMetadata } from '@shop/core/testing';
import { startProjections } from '@shop/projections';
import { registerUser } from './auth/register-user.js';
import { startServer } from './server.js';

/** A server on a free port over a fresh database, with projections running. */
export async function startTestServer() {
  const database = await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
  const logger = createLogger('test', 'silent');
  const pool = createDatabasePool(database.url);
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = await PostgresEventStore.connect({ connectionString: database.url });
  const projections = startProjections({ store, pool, logger });
  const server = await startServer({ config, db, store, logger }, { graceMs: 100 });
  const base = `http://127.0.0.1:${server.port}`;

  return {
    base,
    db,
    store,
    /** Registers a user through the domain and waits until they can sign in. */
    async registerUser(email: string, role: Role, password = 'correct horse battery') {
      const displayName = email.split('@')[0] ?? email;
      const { userId } = await registerUser(
        { store, db, email, role, password, displayName },
        testMetadata(),
      );
      return { userId, email, password };
    },
    async login(email: string, password = 'correct horse battery') {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      const body = (await response.json()) as { token: string; csrfToken: string };
      const cookies = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      return { ...body, cookies, setCookies: response.headers.getSetCookie() };
    },
    async close() {
      await server.close();
      await projections.close();
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
