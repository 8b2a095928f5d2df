import type { AddressInfo } from 'node:net';
import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailTransport } from './smtp-mail-transport.js';

describe('the SMTP mail transport', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let server: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('workers_test');
    db = createDatabase(database.url);
    await migrateToLatest(db);
    // A real SMTP peer on loopback, as a mail server would answer.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db?.destroy();
    await database?.drop();
  });

  it('delivers over SMTP once per message id, and records it', async () => {
    const transport = createSmtpMailTransport({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Pacific Pantry <no-reply@shop.example>',
      db,
      logger: createLogger('workers', 'silent'),
    });
    const message = {
      id: 'reset-7',
      to: 'ann@example.com',
      subject: 'Reset your password',
      text: 'Open the link.',
    };
    await transport.send(message);
    await transport.send(message);
    transport.close();

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@shop.example');
    expect(received[0]?.to).toEqual(['ann@example.com']);
    expect(received[0]?.data).toContain('Subject: Reset your password');
    expect(received[0]?.data).toContain('Message-ID: <reset-7@shop.example>');
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([{ id: 'reset-7' }]);
  });
});
