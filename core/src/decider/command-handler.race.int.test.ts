import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevision } from '../event-store/event-store.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testMetadata, uniqueStream } from '../testing/test-events.js';
import { type WalletCommand, walletDecider } from '../wallet/wallet.decider.js';
import { handleCommand } from './command-handler.js';
import { DomainError } from './decider.js';

/**
 * Two server processes (two stores, each keeping its own folds) debit one wallet at once: a
 * command decided on a kept fold that the other process has moved on is refused at its
 * revision and decided again on a read, so the wallet is never overdrawn and no debit is lost
 * or doubled, whichever process answers.
 */
describe('commands on kept folds, from two processes at once', () => {
  let database: TestDatabase;
  let stores: PostgresEventStore[];
  beforeAll(async () => {
    database = await createTestDatabase();
    stores = [
      await PostgresEventStore.connect({ connectionString: database.url }),
      await PostgresEventStore.connect({ connectionString: database.url }),
    ];
  });
  afterAll(async () => {
    for (const store of stores ?? []) await store.close();
    await database?.drop();
  });

  const entry = (type: 'CreditWallet' | 'DebitWallet', entryId: string, amountCents: number) =>
    ({ type, entryId, amountCents, code: 'ORDER_PAYMENT', remark: entryId }) as WalletCommand;

  it('debits exactly what the balance covers, out of 120 debits split between them', async () => {
    const stream = uniqueStream('wallet');
    const [first, second] = stores as [PostgresEventStore, PostgresEventStore];
    await handleCommand(
      first,
      stream,
      walletDecider,
      entry('CreditWallet', 'fund', 4000),
      testMetadata(),
    );
    // Each process keeps a fold of the wallet before the race.
    await handleCommand(
      second,
      stream,
      walletDecider,
      entry('CreditWallet', 'fund-2', 1000),
      testMetadata(),
    );
    await handleCommand(
      first,
      stream,
      walletDecider,
      entry('CreditWallet', 'fund-3', 0 + 1),
      testMetadata(),
    );

    const outcomes = await Promise.all(
      Array.from({ length: 120 }, async (_, index) => {
        const store = index % 2 === 0 ? first : second;
        // A client told of a conflict asks again, as the shop's callers do.
        for (;;) {
          try {
            const handled = await handleCommand(
              store,
              stream,
              walletDecider,
              entry('DebitWallet', `debit-${index}`, 100),
              testMetadata(),
            );
            return handled.events.length > 0 ? 'debited' : 'nothing';
          } catch (error) {
            if (error instanceof DomainError) return 'refused';
            if (!(error instanceof WrongExpectedRevision)) throw error;
          }
        }
      }),
    );

    const events = await first.readStream(stream);
    const debits = events.filter((event) => event.type === 'WalletDebited');
    expect(outcomes.filter((outcome) => outcome === 'debited')).toHaveLength(50);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(70);
    expect(debits).toHaveLength(50);
    const ids = debits.map((event) => (event.data as { entryId: string }).entryId);
    expect(new Set(ids).size).toBe(50);
    // Both processes' kept folds agree with the stream: one more debit is refused by either.
    for (const store of stores) {
      await expect(
        handleCommand(
          store,
          stream,
          walletDecider,
          entry('DebitWallet', 'late', 100),
          testMetadata(),
        ),
      ).rejects.toBeInstanceOf(DomainError);
    }
    expect(events.map((event) => event.revision)).toEqual(events.map((_, index) => index));
  });
});
