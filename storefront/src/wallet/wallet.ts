import type { CurrencyCode, WalletEntryCode } from '@shop/core/shared';

/** `GET /wallet?currency=`: the balance in the currency asked for, and in US dollars. */
export interface WalletBalance {
  readonly balance: number;
  readonly currency: CurrencyCode;
  readonly balanceUsd: number;
}

/** One line of the wallet's ledger; amounts in US dollars. */
export interface WalletEntry {
  readonly id: string;
  /** A code the storefront does not know yet is shown as sent. */
  readonly code: WalletEntryCode | string;
  readonly remark: string;
  readonly income: number;
  readonly outgo: number;
  /** The balance after this entry. */
  readonly balance: number;
  readonly orderNumber?: string;
  readonly createdAt: string;
}

/** `GET /wallet/entries`: one page of entries, newest first. */
export interface WalletEntryPage {
  readonly items: readonly WalletEntry[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

/** A top-up through PayPal, as `POST /wallet/deposits` and its capture answer. */
export interface Deposit {
  readonly id: string;
  readonly status: string;
  /** US dollars credited once it completes. */
  readonly amount?: number;
  readonly approvalUrl?: string;
}

/** Entries on one page of the wallet. */
export const entriesPageSize = 20;
