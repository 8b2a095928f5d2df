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
}

export type WalletCredited = DomainEvent<'WalletCredited', WalletEntry>;
export type WalletDebited = DomainEvent<'WalletDebited', WalletEntry>;
export type WalletEvent = WalletCredited | WalletDebited;
