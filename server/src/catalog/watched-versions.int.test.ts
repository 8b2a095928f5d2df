import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WatchedVersions, watchVersions } from './watched-versions.js';

describe('read-model versions kept while PostgreSQL announces no move', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const logger = createLogger('test', 'silent');
  const started: WatchedVersions[] = [];
  const watch = async (connectionString = database.url) => {
    const versions = new WatchedVersions(connectionString, db, logger);
    started.push(versions);
    await versions.start();
    return versions;
  };
  /** Moves the sessions' version as a revocation in another process would. */
  const moveAuth = () => sql`UPDATE auth_version SET version = version + 1`.execute(db);
  /** The same move, without its announcement: what only a fresh read can see. */
  const moveAuthSilently = async () => {
    await sql`ALTER TABLE auth_version DISABLE TRIGGER auth_version_announce`.execute(db);
    try {
      await moveAuth();
    } finally {
      await sql`ALTER TABLE auth_version ENABLE TRIGGER auth_version_announce`.execute(db);
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((versions) => versions.stop()));
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('sees a move made on another connection once its commit is announced', async () => {
    const versions = await watchVersions({ connectionString: database.url, db, logger });
    started.push(versions);
    const before = (await versions.read()).auth;
    await moveAuth();
    await expect
      .poll(async () => (await versions.read()).auth, { timeout: 5_000, interval: 20 })
      .toBe(String(Number(before) + 1));
  });

  it('keeps a read while nothing is announced, and reads afresh once told of a move', async () => {
    const versions = await watch();
    const before = (await versions.read()).auth;
    await moveAuthSilently();
    // Kept: the silent move is not seen (a fresh read would see it).
    expect((await versions.read()).auth).toBe(before);
    versions.moved();
    expect((await versions.read()).auth).toBe(String(Number(before) + 1));
  });

  it('reads afresh each time while it cannot listen', async () => {
    const versions = await watch('postgres://postgres@127.0.0.1:1/nowhere');
    const before = (await versions.read()).auth;
    await moveAuthSilently();
    expect((await versions.read()).auth).toBe(String(Number(before) + 1));
  });

  it('reads afresh after it stopped listening', async () => {
    const versions = await watch();
    const before = (await versions.read()).auth;
    await versions.stop();
    await moveAuthSilently();
    expect((await versions.read()).auth).toBe(String(Number(before) + 1));
  });

  it('reads afresh while its connection is lost, and listens again once it is back', async () => {
    const versions = await watch();
    const before = Number((await versions.read()).auth);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'shop-versions' AND datname = current_database()`.execute(db);
    // Lost: a move no one announces is seen at once.
    await moveAuthSilently();
    await expect
      .poll(async () => (await versions.read()).auth, { timeout: 5_000, interval: 20 })
      .toBe(String(before + 1));
    // Back (within a second or so): reads are kept again, and announcements are heard again.
    await expect
      .poll(
        async () => {
          const seen = (await versions.read()).auth;
          await moveAuthSilently();
          return (await versions.read()).auth === seen;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(true);
    const kept = Number((await versions.read()).auth);
    await moveAuth();
    await expect
      .poll(async () => (await versions.read()).auth, { timeout: 5_000, interval: 20 })
      .toBe(String(kept + 2));
  });

  it('announces a change of the catalogue version too', async () => {
    const versions = await watch();
    const before = (await versions.read()).catalogue;
    await sql`INSERT INTO catalogue_version (singleton, version) VALUES (true, 41)
      ON CONFLICT (singleton) DO UPDATE SET version = catalogue_version.version + 1`.execute(db);
    await expect
      .poll(async () => (await versions.read()).catalogue, { timeout: 5_000, interval: 20 })
      .not.toBe(before);
  });

  it('tells a projection of the catalogue or of accounts from one of another read model', async () => {
    const versions = await watch();
    const before = (await versions.read()).auth;
    await moveAuthSilently();
    versions.projectionApplied({ tables: ['orders', 'order_lines'] });
    expect((await versions.read()).auth).toBe(before);
    versions.projectionApplied({ tables: ['users'] });
    expect((await versions.read()).auth).toBe(String(Number(before) + 1));
  });
});
