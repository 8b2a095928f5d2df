import type { DomainEvent } from '../decider/decider.js';

/** What a wallet entry is for; the ledger's "code". */
export const walletEntryCodes = [
  'DEPOSIT',
  'ORDER_PAYMENT',
  'REFUND',
  'SHIPPING_FEE',
  'MONTHLY_FEE',
  'ADJUSTMENT',
] as const;
export type WalletEntryCode = (typeof walletEntryCodes)[number];

/** A ledger entry's status: a charge waiting for balance, a posted entry, or one corrected since. */
export const walletEntryStatuses = ['pending', 'posted', 'reversed'] as const;
export type WalletEntryStatus = (typeof walletEntryStatuses)[number];

/** An amount fixed in another currency, and the rate of the day it was charged at (21 CNY a month). */
export interface ForeignAmount {
  readonly currency: string;
  /** Minor units of `currency`. */
  readonly minor: number;
  /** Units of `currency` per US dollar that day. */
  readonly rate: number;
}

/** One immutable line of a wallet: amounts in US cents, the balance after it. */
export interface WalletEntry {
  /** Named after its cause (`order-<n>`, `refund-order-<n>`, `deposit-<id>`): taken once. */
  readonly entryId: string;
  readonly amountCents: number;
  readonly balanceCents: number;
  readonly code: WalletEntryCode;
  readonly remark: string;
  readonly orderNumber: string | null;
  /** The payment, job or staff action that caused it. */
  readonly causedBy: string | null;
  /** A correction: the entry this one reverses. */
  readonly reverses?: string;
  readonly foreign?: ForeignAmount;
}

export type WalletCredited = DomainEvent<'WalletCredited', WalletEntry>;
export type WalletDebited = DomainEvent<'WalletDebited', WalletEntry>;
/**
 * A charge the balance did not cover, waiting: the next credit that covers it debits it (as a
 * `WalletDebited` with the same entry id). The balance does not move.
 */
export type WalletChargePending = DomainEvent<
  'WalletChargePending',
  Omit<WalletEntry, 'balanceCents' | 'reverses'>
>;
/**
 * A pending charge taken back before any credit covered it (its order was cancelled): nothing
 * was taken, and the entry id stays spent so that a retried charge does not come back.
 */
export type WalletChargeWithdrawn = DomainEvent<
  'WalletChargeWithdrawn',
  Pick<WalletEntry, 'entryId' | 'amountCents' | 'code' | 'remark' | 'orderNumber'>
>;
export type WalletEvent =
  | WalletCredited
  | WalletDebited
  | WalletChargePending
  | WalletChargeWithdrawn;
