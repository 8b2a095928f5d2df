import { randomUUID } from 'node:crypto';
import { createDatabase, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeExpiredSessionsProcessor } from './purge-expired-sessions.processor.js';

const hour = 60 * 60 * 1000;

describe('the purge-expired-sessions processor', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase('workers_test');
    db = createDatabase(database.url);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('deletes expired sessions and those revoked more than a day ago', async () => {
    const now = Date.now();
    const session = (id: string, expiresIn: number, revokedAgo: number | null) => ({
      id,
      user_id: randomUUID(),
      csrf_token: `csrf-${id}`,
      expires_at: new Date(now + expiresIn),
      revoked_at: revokedAgo === null ? null : new Date(now - revokedAgo),
    });
    await db
      .insertInto('sessions')
      .values([
        session('live', 24 * hour, null),
        session('expired', -hour, null),
        session('revoked-recently', 24 * hour, hour),
        session('revoked-long-ago', 24 * hour, 25 * hour),
        session('revoked-and-expired', -hour, hour),
      ])
      .execute();

    const result = await createPurgeExpiredSessionsProcessor(db)();

    const left = await db.selectFrom('sessions').select('id').orderBy('id').execute();
    expect(left.map(({ id }) => id)).toEqual(['live', 'revoked-recently']);
    expect(result).toEqual({ deleted: 3 });
  });
});
