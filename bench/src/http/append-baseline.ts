import { PostgresEventStore } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { appendRate } from '../append.bench.js';

/** The event store's appends at 8 writers, measured again whenever asked. */
export interface AppendBaseline {
  /** Appends per second at 8 writers, now. */
  measure(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The shopper's writes are held to a share of the event store's appends at 8 writers. This
 * machine's speed moves by a third within minutes, so a rate measured once, minutes before a
 * write call, said as much about the moment as about the call: the appends are measured right
 * before each write call instead, on a database of their own, as the store part measures them.
 */
export async function startAppendBaseline(scale: number): Promise<AppendBaseline> {
  const database: TestDatabase = await createTestDatabase('shop_bench_appends');
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 8 });
  const perWriter = Math.max(100, Math.round(1500 * scale));
  // A first round, not measured: the pool's connections and the store's plans are made.
  await appendRate(store, { writers: 8, perWriter: 50 });
  return {
    measure: () => appendRate(store, { writers: 8, perWriter }),
    async close() {
      await store.close();
      await database.drop();
    },
  };
}
