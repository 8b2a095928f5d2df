import type { Decider, DomainEvent } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';

/** Amounts are US cents; entries are never changed, only added. */
export type WalletCredited = DomainEvent<
  'WalletCredited',
  { amountCents: number; reason: string; balanceCents: number }
>;
export type WalletDebited = DomainEvent<
  'WalletDebited',
  { amountCents: number; reference: string; balanceCents: number }
>;
export type WalletEvent = WalletCredited | WalletDebited;

export type WalletCommand =
  | { type: 'CreditWallet'; amountCents: number; reason: string }
  | { type: 'DebitWallet'; amountCents: number; reference: string };

export interface WalletState {
  readonly balanceCents: number;
  readonly references: ReadonlySet<string>;
}

export function walletStream(ownerId: string): string {
  return `wallet-${ownerId}`;
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: { balanceCents: 0, references: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'WalletCredited':
        return { ...state, balanceCents: event.data.balanceCents };
      case 'WalletDebited':
        return {
          balanceCents: event.data.balanceCents,
          references: new Set([...state.references, event.data.reference]),
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!Number.isInteger(command.amountCents) || command.amountCents <= 0) {
      throw new DomainError('invalid_amount', 'An amount is a positive number of cents.');
    }
    switch (command.type) {
      case 'CreditWallet':
        return [
          {
            type: 'WalletCredited',
            data: {
              amountCents: command.amountCents,
              reason: command.reason,
              balanceCents: state.balanceCents + command.amountCents,
            },
          },
        ];
      case 'DebitWallet':
        // The same payment retried is taken once.
        if (state.references.has(command.reference)) return [];
        if (command.amountCents > state.balanceCents) {
          throw new DomainError('insufficient_balance', 'Deposit balance is not enough');
        }
        return [
          {
            type: 'WalletDebited',
            data: {
              amountCents: command.amountCents,
              reference: command.reference,
              balanceCents: state.balanceCents - command.amountCents,
            },
          },
        ];
      default:
        return [];
    }
  },
};
