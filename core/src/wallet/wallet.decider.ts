import { OrderedMap, OrderedSet } from 'immutable';
import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type {
  ForeignAmount,
  WalletChargePending,
  WalletEntryCode,
  WalletEvent,
} from './wallet.events.js';

interface EntryCommand {
  readonly entryId: string;
  readonly amountCents: number;
  readonly code: WalletEntryCode;
  readonly remark: string;
  readonly orderNumber?: string | null;
  readonly causedBy?: string | null;
  readonly foreign?: ForeignAmount;
}

export type WalletCommand =
  | ({ type: 'CreditWallet' } & EntryCommand)
  | ({
      type: 'DebitWallet';
      /** `pend`: a charge the balance does not cover waits for the next credit instead of failing. */
      whenShort?: 'refuse' | 'pend';
    } & EntryCommand)
  | {
      /** Takes back a charge still waiting for balance; one posted already is left alone. */
      type: 'WithdrawPendingCharge';
      entryId: string;
      remark: string;
    }
  | {
      type: 'ReverseWalletEntry';
      /** The posted entry to correct. */
      entryId: string;
      /** The correcting entry's own id. */
      reversalId: string;
      remark: string;
    };

interface PostedEntry {
  readonly direction: 'credit' | 'debit';
  readonly amountCents: number;
  readonly code: WalletEntryCode;
  readonly orderNumber: string | null;
  readonly reversed: boolean;
}

/**
 * The collections are persistent (structural sharing), in the order entries came: a ledger
 * only grows, and copying it whole made each entry cost as much as all the entries before it.
 */
export interface WalletState {
  readonly balanceCents: number;
  readonly entryIds: OrderedSet<string>;
  /** Posted entries that a correction may reverse. */
  readonly posted: OrderedMap<string, PostedEntry>;
  /** Charges waiting for balance, oldest first. */
  readonly pending: readonly WalletChargePending['data'][];
}

/** `wallet-<accountId>`: one ledger per account, customer or seller. */
export function walletStream(ownerId: string): string {
  return `wallet-${ownerId}`;
}

/** The largest single entry: a million dollars, far beyond any order or deposit. */
export const maxWalletEntryCents = 100_000_000;

const insufficient = () => new DomainError('insufficient_balance', 'Deposit balance is not enough');

/**
 * A wallet in US cents. Every entry is immutable and taken once (by its id); a debit beyond the
 * balance is refused (or waits, for charges that may), so the balance is never negative whatever
 * the concurrency. A correction is a new entry that reverses a posted one.
 */
export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: { balanceCents: 0, entryIds: OrderedSet(), posted: OrderedMap(), pending: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'WalletCredited':
      case 'WalletDebited': {
        const { entryId, amountCents, code, orderNumber, reverses } = event.data;
        let posted = state.posted.set(entryId, {
          direction: event.type === 'WalletCredited' ? 'credit' : 'debit',
          amountCents,
          code,
          orderNumber,
          reversed: false,
        });
        const original = reverses ? posted.get(reverses) : undefined;
        if (reverses && original) posted = posted.set(reverses, { ...original, reversed: true });
        return {
          balanceCents: event.data.balanceCents,
          entryIds: state.entryIds.add(entryId),
          posted,
          pending: state.pending.filter((charge) => charge.entryId !== entryId),
        };
      }
      case 'WalletChargePending':
        return {
          ...state,
          entryIds: state.entryIds.add(event.data.entryId),
          pending: [...state.pending, event.data],
        };
      case 'WalletChargeWithdrawn':
        return {
          ...state,
          pending: state.pending.filter((charge) => charge.entryId !== event.data.entryId),
        };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'ReverseWalletEntry') return reverse(command, state);
    if (command.type === 'WithdrawPendingCharge') {
      const charge = state.pending.find((pending) => pending.entryId === command.entryId);
      if (!charge) return [];
      return [
        {
          type: 'WalletChargeWithdrawn',
          data: {
            entryId: charge.entryId,
            amountCents: charge.amountCents,
            code: charge.code,
            remark: command.remark,
            orderNumber: charge.orderNumber,
          },
        },
      ];
    }
    if (
      !Number.isInteger(command.amountCents) ||
      command.amountCents <= 0 ||
      command.amountCents > maxWalletEntryCents
    ) {
      throw new DomainError('invalid_amount', 'An amount is a positive number of cents.');
    }
    // The same entry retried (a job, a workflow step, a repeated request) is taken once.
    if (state.entryIds.has(command.entryId)) return [];
    const entry = {
      entryId: command.entryId,
      amountCents: command.amountCents,
      code: command.code,
      remark: command.remark,
      orderNumber: command.orderNumber ?? null,
      causedBy: command.causedBy ?? null,
      ...(command.foreign && { foreign: command.foreign }),
    };
    switch (command.type) {
      case 'CreditWallet': {
        const balanceCents = state.balanceCents + command.amountCents;
        return [
          { type: 'WalletCredited', data: { ...entry, balanceCents } },
          ...settlePending(state.pending, balanceCents),
        ];
      }
      case 'DebitWallet':
        if (command.amountCents > state.balanceCents) {
          if (command.whenShort === 'pend') return [{ type: 'WalletChargePending', data: entry }];
          throw insufficient();
        }
        return [
          {
            type: 'WalletDebited',
            data: { ...entry, balanceCents: state.balanceCents - command.amountCents },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

/** Waiting charges, oldest first, as far as the new balance covers them in turn. */
function settlePending(pending: WalletState['pending'], balanceAfterCredit: number): WalletEvent[] {
  const settled: WalletEvent[] = [];
  let balanceCents = balanceAfterCredit;
  for (const charge of pending) {
    if (charge.amountCents > balanceCents) break;
    balanceCents -= charge.amountCents;
    settled.push({ type: 'WalletDebited', data: { ...charge, balanceCents } });
  }
  return settled;
}

function reverse(
  command: Extract<WalletCommand, { type: 'ReverseWalletEntry' }>,
  state: WalletState,
): WalletEvent[] {
  if (state.entryIds.has(command.reversalId)) return [];
  const original = state.posted.get(command.entryId);
  if (!original) {
    throw new DomainError('entry_not_found', 'There is no posted entry with this id.');
  }
  if (original.reversed) {
    throw new DomainError('entry_reversed', 'This entry has been reversed already.');
  }
  const entry = {
    entryId: command.reversalId,
    amountCents: original.amountCents,
    code: original.code,
    remark: command.remark,
    orderNumber: original.orderNumber,
    causedBy: command.entryId,
    reverses: command.entryId,
  };
  if (original.direction === 'debit') {
    const balanceCents = state.balanceCents + original.amountCents;
    return [
      { type: 'WalletCredited', data: { ...entry, balanceCents } },
      ...settlePending(state.pending, balanceCents),
    ];
  }
  if (original.amountCents > state.balanceCents) throw insufficient();
  return [
    {
      type: 'WalletDebited',
      data: { ...entry, balanceCents: state.balanceCents - original.amountCents },
    },
  ];
}
