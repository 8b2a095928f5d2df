import {
  aggregateState,
  type EventMetadata,
  type EventStore,
  monthlyFee,
  monthlyFeeCnyMinor,
  monthlyFeeEntryId,
  type ShopCommands,
  taobaoAccountDecider,
  taobaoAccountStream,
  type WalletEntry,
  walletDecider,
  walletStream,
} from '@shop/core';

/**
 * The fee period `now` falls in, named after the month it starts in: a seller who linked on
 * the 24th pays on the 24th of every month (on the last day of shorter months).
 *
 * @example
 * feeMonth(new Date('2026-11-24T00:00Z'), new Date('2026-12-10T00:00Z')) // '2026-11'
 * feeMonth(new Date('2026-11-24T00:00Z'), new Date('2026-12-24T00:00Z')) // '2026-12'
 */
export function feeMonth(firstLinkedAt: Date, now: Date): string {
  const day = firstLinkedAt.getUTCDate();
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  if (now.getUTCDate() < Math.min(day, daysIn(year, month))) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
  }
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export type FeeOutcome = 'paid' | 'suspended' | 'not-linked';

/**
 * Charges a month's 21 RMB to the seller's wallet once (the ledger's entry for that month, in
 * US cents at the day's rate with its CNY amount). A wallet that cannot cover it keeps the charge
 * pending and suspends the seller's Taobao service with a notice; the deposit that covers the
 * charge debits it, which reinstates them (taobao-wallet workflow).
 */
export async function chargeMonthlyFee(
  store: EventStore,
  commands: ShopCommands,
  sellerId: string,
  month: string,
  metadata: EventMetadata,
  commandId: string,
): Promise<FeeOutcome> {
  const account = await aggregateState(store, taobaoAccountStream(sellerId), taobaoAccountDecider);
  if (account.paidMonths.has(month)) return 'paid';
  if (account.firstLinkedAt === null) return 'not-linked';
  const fee = monthlyFee();
  const entryId = monthlyFeeEntryId(month);
  await commands.wallet(
    sellerId,
    {
      type: 'DebitWallet',
      entryId,
      amountCents: fee.usdCents,
      code: 'MONTHLY_FEE',
      remark: `Taobao service ${month}: 21.00 CNY`,
      foreign: fee.foreign,
      whenShort: 'pend',
    },
    metadata,
    { commandId, retries: 100 },
  );
  const wallet = await aggregateState(store, walletStream(sellerId), walletDecider);
  const posted = wallet.posted.get(entryId);
  if (posted) {
    await recordMonthlyFeePaid(
      commands,
      sellerId,
      { entryId, amountCents: posted.amountCents },
      metadata,
      commandId,
    );
    return 'paid';
  }
  await commands.taobaoAccount(
    sellerId,
    {
      type: 'Suspend',
      month,
      cnyFen: monthlyFeeCnyMinor,
      usdCents: fee.usdCents,
      message: 'Deposit balance is not enough',
    },
    metadata,
    { commandId },
  );
  return 'suspended';
}

/** A month's fee entry that was debited: the account records the month paid (and reinstates). */
export async function recordMonthlyFeePaid(
  commands: ShopCommands,
  sellerId: string,
  entry: Pick<WalletEntry, 'entryId' | 'amountCents'>,
  metadata: EventMetadata,
  commandId: string,
): Promise<void> {
  const month = /^monthly-fee-(\d{4}-\d{2})$/.exec(entry.entryId)?.[1];
  if (!month) return;
  await commands.taobaoAccount(
    sellerId,
    {
      type: 'RecordFeePaid',
      month,
      entryId: entry.entryId,
      cnyFen: monthlyFeeCnyMinor,
      usdCents: entry.amountCents,
    },
    metadata,
    { commandId },
  );
}
