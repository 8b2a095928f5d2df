import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboxMailTransport } from './outbox-mail-transport.js';

describe('the outbox mail transport', () => {
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

  it('stores each mail once and logs its recipient, subject and text for the developer', async () => {
    const logger = createLogger('workers', 'silent');
    const info = vi.spyOn(logger, 'info');
    const transport = createOutboxMailTransport(db, logger);
    const message = {
      id: 'reset-1',
      to: 'ann@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost/page/account/reset-password?token=abc',
    };

    await transport.send(message);
    await transport.send(message);

    const rows = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'reset-1',
        recipient: 'ann@example.com',
        subject: 'Reset your password',
        text_body: message.text,
      }),
    ]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      { mailId: 'reset-1', to: message.to, subject: message.subject, text: message.text },
      'mail stored in the local outbox',
    );
  });
});
