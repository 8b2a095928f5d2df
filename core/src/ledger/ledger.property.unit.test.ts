import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import type { RecordedEvent } from '../event-store/event.js';
import { testMetadata } from '../testing/test-events.js';
import { type WalletCommand, walletDecider } from '../wallet/wallet.decider.js';
import type { WalletEvent } from '../wallet/wallet.events.js';
import { monthlyStatements } from './monthly-statements.js';
import { walletAt } from './state-at.js';

const start = Date.parse('2026-01-01T00:00:00Z');
const day = 86_400_000;

/** A step of a wallet's history: a command and how long after the previous one it came. */
const step = fc.record({
  gapMs: fc.integer({ min: 0, max: 20 * day }),
  kind: fc.constantFrom('credit', 'debit', 'charge', 'reverse'),
  amountCents: fc.integer({ min: 1, max: 20_000 }),
  pick: fc.nat(),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Runs a random history through the wallet's decider, as its stream would record it. */
function history(steps: readonly Step[]) {
  let state = walletDecider.initialState;
  const events: (RecordedEvent & WalletEvent)[] = [];
  let at = start;
  steps.forEach((next, index) => {
    at += next.gapMs;
    const base = { entryId: `e${index}`, amountCents: next.amountCents, remark: 'r' };
    const postedIds = [...state.posted.keys()];
    const command: WalletCommand =
      next.kind === 'credit'
        ? { type: 'CreditWallet', code: 'DEPOSIT', ...base }
        : next.kind === 'debit'
          ? { type: 'DebitWallet', code: 'ORDER_PAYMENT', ...base }
          : next.kind === 'charge'
            ? { type: 'DebitWallet', code: 'MONTHLY_FEE', whenShort: 'pend', ...base }
            : {
                type: 'ReverseWalletEntry',
                entryId: postedIds[next.pick % Math.max(1, postedIds.length)] ?? 'none',
                reversalId: `e${index}`,
                remark: 'correction',
              };
    try {
      for (const event of walletDecider.decide(command, state)) {
        state = walletDecider.evolve(state, event);
        events.push({
          ...event,
          id: `${index}-${events.length}`,
          streamName: 'wallet-a',
          revision: events.length,
          position: { commit: BigInt(events.length), prepare: BigInt(events.length) },
          metadata: { ...testMetadata(), occurredAt: new Date(at).toISOString() },
        } as RecordedEvent & WalletEvent);
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  });
  return { events, state, end: at };
}

const signed = (event: WalletEvent) =>
  event.type === 'WalletCredited'
    ? event.data.amountCents
    : event.type === 'WalletDebited'
      ? -event.data.amountCents
      : 0;

const postedEntries = (events: readonly (RecordedEvent & WalletEvent)[]) =>
  events.flatMap((event) =>
    event.type === 'WalletChargePending'
      ? []
      : [
          {
            occurredAt: event.metadata.occurredAt,
            direction: event.type === 'WalletCredited' ? ('credit' as const) : ('debit' as const),
            amountCents: event.data.amountCents,
          },
        ],
  );

test.prop([fc.array(step, { maxLength: 60 })], { numRuns: 200 })(
  'statements reconcile: closing = opening + income − outgo, each month opens where the last closed, the last closes at the balance',
  (steps) => {
    const { events, state } = history(steps);
    const statements = monthlyStatements(postedEntries(events));
    let opening = 0;
    for (const statement of statements) {
      expect(statement.openingCents).toBe(opening);
      expect(statement.closingCents).toBe(
        statement.openingCents + statement.incomeCents - statement.outgoCents,
      );
      expect(statement.closingCents).toBeGreaterThanOrEqual(0);
      // The month's closing is the wallet as it stood at the month's last moment.
      const monthEnd = new Date(`${statement.month}-01T00:00:00Z`);
      monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
      expect(walletAt(events, new Date(monthEnd.getTime() - 1)).state.balanceCents).toBe(
        statement.closingCents,
      );
      opening = statement.closingCents;
    }
    expect(statements.at(-1)?.closingCents ?? 0).toBe(state.balanceCents);
  },
);

test.prop([fc.array(step, { maxLength: 60 }), fc.double({ min: 0, max: 1, noNaN: true })], {
  numRuns: 200,
})('the balance at any past moment is the sum of the entries up to it', (steps, fraction) => {
  const { events, end } = history(steps);
  const at = new Date(start + Math.floor((end - start + day) * fraction));
  const sum = events
    .filter((event) => Date.parse(event.metadata.occurredAt) <= at.getTime())
    .reduce((total, event) => total + signed(event), 0);
  expect(walletAt(events, at).state.balanceCents).toBe(sum);
});
