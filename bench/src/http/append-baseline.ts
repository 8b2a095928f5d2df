import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { appendNext } from '../append.bench.js';

/** The event store's appends at 8 writers, measured again whenever asked. */
export interface AppendBaseline {
  /** Appends per second at 8 writers, over `seconds` from now. */
  measure(seconds: number): Promise<number>;
  close(): Promise<void>;
}

const writers = 8;

/**
 * The shopper's writes are held to a share of the event store's appends at 8 writers, measured
 * here as the store part measures them (one event an append, each writer on a stream of its own
 * at its expected revision, on a database of the bench's own), but for a given time, right
 * before and after each write call (http.bench.ts): this machine's speed moves by a third within
 * minutes, and a rate measured once, minutes before a call, said as much about the moment as
 * about the call.
 */
export async function startAppendBaseline(): Promise<AppendBaseline> {
  const database: TestDatabase = await createTestDatabase('shop_bench_appends');
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 8 });
  const appendsFor = async (seconds: number) => {
    const run = randomUUID();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let appends = 0;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let index = 0; performance.now() < deadline; index++) {
          await appendNext(store, `cart-${run}-${writer}`, index);
          appends++;
        }
      }),
    );
    return appends / ((performance.now() - started) / 1000);
  };
  // Not measured: the pool's connections and the store's plans are made.
  await appendsFor(0.5);
  return {
    measure: appendsFor,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}
