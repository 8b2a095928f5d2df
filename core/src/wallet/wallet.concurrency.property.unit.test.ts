import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { handleCommand } from '../decider/command-handler.js';
import { DomainError } from '../decider/decider.js';
import { WrongExpectedRevision } from '../event-store/event-store.js';
import { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';
import { testMetadata } from '../testing/test-events.js';
import { type WalletCommand, walletDecider, walletStream } from './wallet.decider.js';
import type { WalletCredited, WalletDebited } from './wallet.events.js';

const stream = walletStream('c-1');
const debit = (entryId: string, amountCents: number): WalletCommand => ({
  type: 'DebitWallet',
  entryId,
  amountCents,
  code: 'ORDER_PAYMENT',
  remark: entryId,
});

/** A wallet funded for `funded` debits of `amountCents`, and `attempts` of them all at once. */
async function debitConcurrently(
  { attempts, funded, amountCents }: { attempts: number; funded: number; amountCents: number },
  { retries, sameEntry = false }: { retries?: number; sameEntry?: boolean } = {},
) {
  const store = new InMemoryEventStore();
  if (funded > 0) {
    await handleCommand(
      store,
      stream,
      walletDecider,
      {
        type: 'CreditWallet',
        entryId: 'deposit-1',
        amountCents: funded * amountCents,
        code: 'DEPOSIT',
        remark: 'deposit',
      },
      testMetadata(),
    );
  }
  const results = await Promise.allSettled(
    Array.from({ length: attempts }, (_, index) =>
      handleCommand(
        store,
        stream,
        walletDecider,
        debit(sameEntry ? 'order-1' : `order-${index}`, amountCents),
        testMetadata(),
        retries === undefined ? {} : { retries },
      ),
    ),
  );
  const events = (await store.readStream(stream)) as unknown as (WalletCredited | WalletDebited)[];
  return {
    taken: results.filter((result) => result.status === 'fulfilled' && result.value.events.length),
    refusals: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
    events,
    balance: events.reduce(walletDecider.evolve, walletDecider.initialState).balanceCents,
  };
}

const scenario = fc
  .record({
    attempts: fc.integer({ min: 1, max: 8 }),
    amountCents: fc.integer({ min: 1, max: 100_000 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ attempts, amountCents, share }) => ({
    attempts,
    amountCents,
    funded: Math.round(share * attempts),
  }));

test.prop([scenario], { numRuns: 25 })(
  'of N debits at once on a wallet funded for K, exactly K are taken and the rest refused for the balance',
  async ({ attempts, funded, amountCents }) => {
    // Enough retries for every writer to decide on the state its rivals left.
    const { taken, refusals, events, balance } = await debitConcurrently(
      { attempts, funded, amountCents },
      { retries: attempts },
    );
    expect(taken).toHaveLength(funded);
    expect(refusals).toHaveLength(attempts - funded);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: 'insufficient_balance' });
    }
    for (const event of events) expect(event.data.balanceCents).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(0);
  },
);

test.prop([scenario], { numRuns: 25 })(
  'with the default retries, contention may refuse a debit but never overdraws the wallet',
  async ({ attempts, funded, amountCents }) => {
    const { taken, refusals, events, balance } = await debitConcurrently({
      attempts,
      funded,
      amountCents,
    });
    expect(taken.length).toBeLessThanOrEqual(funded);
    expect(taken.length + refusals.length).toBe(attempts);
    for (const refusal of refusals) {
      const insufficient =
        refusal instanceof DomainError && refusal.code === 'insufficient_balance';
      expect(insufficient || refusal instanceof WrongExpectedRevision).toBe(true);
    }
    for (const event of events) expect(event.data.balanceCents).toBeGreaterThanOrEqual(0);
    expect(balance).toBe((funded - taken.length) * amountCents);
  },
);

test.prop([fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 100_000 })], {
  numRuns: 25,
})('the same entry debited N times at once is taken once', async (attempts, amountCents) => {
  const { taken, refusals, events, balance } = await debitConcurrently(
    { attempts, funded: attempts, amountCents },
    { retries: attempts, sameEntry: true },
  );
  expect(refusals).toEqual([]);
  expect(taken).toHaveLength(1);
  expect(events.filter((event) => event.type === 'WalletDebited')).toHaveLength(1);
  expect(balance).toBe((attempts - 1) * amountCents);
});
