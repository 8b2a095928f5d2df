import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testMetadata, uniqueStream } from '../testing/test-events.js';
import { type WalletCommand, walletDecider } from '../wallet/wallet.decider.js';
import { foldStreams } from './aggregate-cache.js';
import { handleCommand } from './command-handler.js';

/** Several aggregates folded together: one read for all, each from where its kept fold stands. */
describe('folding several streams at once', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let writer: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url });
    // Another process: its appends are not in this store's kept folds.
    writer = await PostgresEventStore.connect({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await writer?.close();
    await database?.drop();
  });

  const credit = (entryId: string, amountCents: number): WalletCommand => ({
    type: 'CreditWallet',
    entryId,
    amountCents,
    code: 'DEPOSIT',
    remark: entryId,
  });

  it('reads what is new of every stream in one round trip, missing streams included', async () => {
    const [a, b, none] = [uniqueStream('wallet'), uniqueStream('wallet'), uniqueStream('wallet')];
    await handleCommand(store, a, walletDecider, credit('a1', 100), testMetadata());
    await handleCommand(store, b, walletDecider, credit('b1', 200), testMetadata());
    await handleCommand(writer, a, walletDecider, credit('a2', 50), testMetadata());

    let reads = 0;
    const readStreams = store.readStreams.bind(store);
    store.readStreams = (requests) => {
      reads++;
      return readStreams(requests);
    };
    const folded = await foldStreams(store, [a, b, none, a], walletDecider);
    expect(reads).toBe(1);
    expect(folded.get(a)).toMatchObject({ revision: 1, state: { balanceCents: 150 } });
    expect(folded.get(b)).toMatchObject({ revision: 0, state: { balanceCents: 200 } });
    expect(folded.get(none)).toEqual({ revision: -1, state: walletDecider.initialState });

    // Kept: the next command on `a` decides on 150 without reading.
    const handled = await handleCommand(store, a, walletDecider, credit('a3', 1), testMetadata());
    expect(handled.state.balanceCents).toBe(151);
  });
});
