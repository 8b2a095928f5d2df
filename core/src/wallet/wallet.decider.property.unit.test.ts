import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { maxWalletEntryCents, type WalletCommand, walletDecider } from './wallet.decider.js';
import type { WalletCredited, WalletDebited } from './wallet.events.js';

/** Entries only: neither corrections nor charges that may wait, whose rules have tests of their own. */
type EntryCommand = Exclude<
  WalletCommand,
  { type: 'ReverseWalletEntry' } | { type: 'WithdrawPendingCharge' }
>;
type PostedEvent = WalletCredited | WalletDebited;

// Few ids, so that the same entry comes back often.
const entryId = fc.constantFrom('deposit-1', 'deposit-2', 'order-1', 'order-2', 'order-3', 'fee-1');
const amountCents = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 50_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -50_000, max: 0 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0,
      -1,
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      maxWalletEntryCents,
      maxWalletEntryCents + 1,
      Number.MAX_SAFE_INTEGER,
      1e300,
    ),
  },
);
const command: fc.Arbitrary<EntryCommand> = fc
  .record({
    type: fc.constantFrom('CreditWallet' as const, 'DebitWallet' as const),
    entryId,
    amountCents,
  })
  .map((entry) => ({ ...entry, code: 'ADJUSTMENT', remark: 'test' }));

interface Outcome {
  readonly command: EntryCommand;
  readonly events: readonly PostedEvent[];
  readonly refused: DomainError | null;
}

/** Decides every command in turn; a command the decider refuses is skipped. */
function decideAll(commands: readonly EntryCommand[]) {
  let state = walletDecider.initialState;
  const outcomes: Outcome[] = [];
  for (const next of commands) {
    try {
      const events = walletDecider.decide(next, state) as readonly PostedEvent[];
      state = events.reduce(walletDecider.evolve, state);
      outcomes.push({ command: next, events, refused: null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ command: next, events: [], refused: error });
    }
  }
  return { state, outcomes, events: outcomes.flatMap((outcome) => outcome.events) };
}

test.prop([fc.array(command, { maxLength: 40, size: 'max' })], { numRuns: 300 })(
  'the balance is credits less debits, never negative, and each entry is taken once',
  (commands) => {
    const { state, events } = decideAll(commands);
    let running = 0;
    const seen = new Set<string>();
    for (const event of events) {
      running += event.type === 'WalletCredited' ? event.data.amountCents : -event.data.amountCents;
      expect(event.data.balanceCents).toBe(running);
      expect(event.data.balanceCents).toBeGreaterThanOrEqual(0);
      expect(seen.has(event.data.entryId)).toBe(false);
      seen.add(event.data.entryId);
    }
    const total = (type: PostedEvent['type']) =>
      events
        .filter((event) => event.type === type)
        .reduce((sum, event) => sum + event.data.amountCents, 0);
    expect(state.balanceCents).toBe(total('WalletCredited') - total('WalletDebited'));
    expect(new Set(state.entryIds)).toEqual(seen);
  },
);

test.prop([fc.array(command, { maxLength: 40, size: 'max' })], { numRuns: 300 })(
  'a command is taken, ignored as a repeat, or refused for its amount or the balance, as a ledger would',
  (commands) => {
    let balance = 0;
    const taken = new Set<string>();
    for (const { command: next, events, refused } of decideAll(commands).outcomes) {
      const valid =
        Number.isInteger(next.amountCents) &&
        next.amountCents > 0 &&
        next.amountCents <= maxWalletEntryCents;
      if (!valid) {
        expect(refused?.code).toBe('invalid_amount');
      } else if (taken.has(next.entryId)) {
        expect(events).toEqual([]);
        expect(refused).toBeNull();
      } else if (next.type === 'DebitWallet' && next.amountCents > balance) {
        expect(refused).toMatchObject({
          code: 'insufficient_balance',
          message: 'Deposit balance is not enough',
        });
      } else {
        balance += next.type === 'CreditWallet' ? next.amountCents : -next.amountCents;
        taken.add(next.entryId);
        expect(events).toHaveLength(1);
        expect(events[0]?.data).toMatchObject({
          entryId: next.entryId,
          amountCents: next.amountCents,
          balanceCents: balance,
        });
      }
    }
  },
);
