import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { WalletEntryCode, WalletEvent } from './wallet.events.js';

interface EntryCommand {
  readonly entryId: string;
  readonly amountCents: number;
  readonly code: WalletEntryCode;
  readonly remark: string;
  readonly orderNumber?: string | null;
  readonly causedBy?: string | null;
}

export type WalletCommand =
  | ({ type: 'CreditWallet' } & EntryCommand)
  | ({ type: 'DebitWallet' } & EntryCommand);

export interface WalletState {
  readonly balanceCents: number;
  readonly entryIds: ReadonlySet<string>;
}

/** `wallet-<accountId>`: one ledger per account, customer or seller. */
export function walletStream(ownerId: string): string {
  return `wallet-${ownerId}`;
}

/** The largest single entry: a million dollars, far beyond any order or deposit. */
export const maxWalletEntryCents = 100_000_000;

/**
 * A wallet in US cents. Every entry is immutable and taken once (by its id); a debit beyond the
 * balance is refused, so the balance is never negative whatever the concurrency.
 */
export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: { balanceCents: 0, entryIds: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'WalletCredited':
      case 'WalletDebited':
        return {
          balanceCents: event.data.balanceCents,
          entryIds: new Set(state.entryIds).add(event.data.entryId),
        };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
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
    };
    switch (command.type) {
      case 'CreditWallet':
        return [
          {
            type: 'WalletCredited',
            data: { ...entry, balanceCents: state.balanceCents + command.amountCents },
          },
        ];
      case 'DebitWallet':
        if (command.amountCents > state.balanceCents) {
          throw new DomainError('insufficient_balance', 'Deposit balance is not enough');
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
