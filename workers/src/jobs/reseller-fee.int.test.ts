import { randomUUID } from 'node:crypto';
import {
  createDatabase,
  createDatabasePool,
  type Database,
  migrateToLatest,
  PostgresEventStore,
  type ShopCommands,
  shopCommands,
  type WalletEvent,
  walletStream,
} from '@shop/core';
import { createTestDatabase, type TestDatabase, testMetadata } from '@shop/core/testing';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeJobData, FeeJobName, FeesQueue } from './reseller-fee.job.js';
import { createResellerFeeProcessor } from './reseller-fee.processor.js';

type AddedJob = { name: FeeJobName; data: FeeJobData; jobId: string };

describe('the monthly reseller fee', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let store: PostgresEventStore;
  let commands: ShopCommands;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createDatabasePool(database.url, { poolSize: 6 });
    db = createDatabase(pool);
    await migrateToLatest(db);
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 4 });
    commands = shopCommands(store);
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** A seller as the domain and the sellers view hold them, with a balance and maybe Taobao. */
  async function seller(options: {
    cents: number;
    taobao?: 'linked' | 'session-lost';
    suspended?: boolean;
  }) {
    const id = randomUUID();
    await commands.seller(
      id,
      {
        type: 'RegisterSeller',
        accountId: id,
        wechatId: `w-${id.slice(0, 8)}`,
        wechatNickname: 'S',
      },
      testMetadata(),
    );
    if (options.suspended) {
      await commands.seller(id, { type: 'SuspendSeller', reason: 'Test' }, testMetadata());
    }
    const now = new Date();
    await db
      .insertInto('sellers')
      .values({
        account_id: id,
        wechat_id: `w-${id.slice(0, 8)}`,
        wechat_nickname: 'S',
        status: options.suspended ? 'suspended' : 'active',
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (options.taobao) {
      await db
        .insertInto('taobao_accounts')
        .values({
          seller_id: id,
          nick: 'shop',
          link_status: options.taobao,
          categories: '[]',
          markup_percent: 0,
          markup_fixed_fen: 0,
          first_linked_at: now,
          session_expires_at: null,
          suspended_for: null,
          notice: null,
          updated_at: now,
        })
        .execute();
    }
    if (options.cents > 0) {
      await commands.wallet(
        id,
        {
          type: 'CreditWallet',
          entryId: `deposit-${id}`,
          amountCents: options.cents,
          code: 'DEPOSIT',
          remark: 'Deposit',
        },
        testMetadata(),
      );
    }
    return id;
  }

  /** A processor at `at` whose queue keeps every job added, repeats included. */
  function processorAt(at: string) {
    const added: AddedJob[] = [];
    const queue = {
      async add(name: FeeJobName, data: FeeJobData, opts: { jobId: string }) {
        added.push({ name, data, jobId: opts.jobId });
      },
    } as unknown as FeesQueue;
    const process = createResellerFeeProcessor({
      db,
      store,
      commands,
      queue,
      now: () => Date.parse(at),
    });
    const run = (name: FeeJobName, data: FeeJobData = {}, id = randomUUID()) =>
      process({ name, data, id } as Job<FeeJobData, unknown, FeeJobName>);
    return { added, run };
  }

  async function feeEntries(sellerId: string) {
    const events = (await store.readStream(walletStream(sellerId))) as unknown as WalletEvent[];
    return events
      .filter((event) => event.type !== 'WalletCredited' && event.data.code === 'MONTHLY_FEE')
      .map((event) => ({
        type: event.type,
        entryId: event.data.entryId,
        cents: event.data.amountCents,
      }));
  }

  it('charges every active reseller once a month, however often and concurrently it runs', {
    timeout: 120_000,
  }, async () => {
    const plain = await seller({ cents: 10_000 });
    const broke = await seller({ cents: 0 });
    const linked = await seller({ cents: 10_000, taobao: 'linked' });
    const lost = await seller({ cents: 10_000, taobao: 'session-lost' });
    const suspended = await seller({ cents: 10_000, suspended: true });

    const november = processorAt('2026-11-25T10:00:00Z');
    // Three workers start the round at once, then one more later the same month.
    await Promise.all([1, 2, 3].map(() => november.run('charge-all-reseller-fees')));
    await november.run('charge-all-reseller-fees');
    const jobs = november.added;
    expect(new Set(jobs.map((job) => job.data.sellerId))).toEqual(new Set([plain, broke, lost]));
    expect(new Set(jobs.map((job) => job.jobId))).toEqual(
      new Set([plain, broke, lost].map((id) => `reseller-fee-${id}-2026-11`)),
    );
    // Every copy runs at once, and then each again as a retry after a crash would.
    await Promise.all(jobs.map((job) => november.run(job.name, job.data)));
    await Promise.all(jobs.map((job) => november.run(job.name, job.data)));

    expect(await feeEntries(plain)).toEqual([
      { type: 'WalletDebited', entryId: 'monthly-fee-2026-11', cents: 292 },
    ]);
    expect(await feeEntries(lost)).toHaveLength(1);
    expect(await feeEntries(broke)).toEqual([
      { type: 'WalletChargePending', entryId: 'monthly-fee-2026-11', cents: 292 },
    ]);
    // Taobao's own fee job charges a linked seller; a suspended seller pays nothing.
    expect(await feeEntries(linked)).toEqual([]);
    expect(await feeEntries(suspended)).toEqual([]);

    // The next month is a new charge, once again.
    const december = processorAt('2026-12-01T00:30:00Z');
    await december.run('charge-all-reseller-fees');
    await Promise.all(
      [...december.added, ...december.added].map((job) => december.run(job.name, job.data)),
    );
    expect((await feeEntries(plain)).map((entry) => entry.entryId)).toEqual([
      'monthly-fee-2026-11',
      'monthly-fee-2026-12',
    ]);
  });

  it('leaves a month the Taobao job charged alone when the seller’s link is lost', async () => {
    const once = await seller({ cents: 10_000, taobao: 'session-lost' });
    // The Taobao job took November's fee while the seller was linked: the same entry id.
    await commands.wallet(
      once,
      {
        type: 'DebitWallet',
        entryId: 'monthly-fee-2026-11',
        amountCents: 292,
        code: 'MONTHLY_FEE',
        remark: 'Taobao service 2026-11: 21.00 CNY',
      },
      testMetadata(),
    );
    const november = processorAt('2026-11-28T10:00:00Z');
    const outcome = await november.run('charge-reseller-fee', { sellerId: once, month: '2026-11' });
    expect(outcome).toBe('already-charged');
    expect(await feeEntries(once)).toHaveLength(1);
  });

  it('refuses a job without a seller or month for good', async () => {
    const { run } = processorAt('2026-11-25T10:00:00Z');
    await expect(run('charge-reseller-fee', { month: 'soon' })).rejects.toThrow(
      /seller and a month/,
    );
  });
});
