import {
  aggregateState,
  currencies,
  DomainError,
  type EventMetadata,
  type EventStore,
  type ShopCommands,
  taobaoAccountDecider,
  taobaoAccountStream,
  taobaoFeeEntryId,
  taobaoMonthlyFeeFen,
} from '@shop/core';

/** The fee's US cents at the day's CNY rate (the shop's configured rate), rounded half up. */
export function monthlyFeeUsdCents(): number {
  return Math.round(taobaoMonthlyFeeFen / currencies.CNY.rate);
}

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
  const dueDay = Math.min(day, daysIn(year, month));
  if (now.getUTCDate() < dueDay) {
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
 * Charges a month's 21 RMB fee to the seller's wallet once (the entry is named after the month).
 * A wallet that cannot cover it suspends the seller's Taobao service with a notice; paying it
 * later (after a deposit) reinstates them.
 */
export async function chargeMonthlyFee(
  store: EventStore,
  commands: ShopCommands,
  sellerId: string,
  month: string,
  metadata: EventMetadata,
  commandId: string,
  { suspendWhenShort = true }: { suspendWhenShort?: boolean } = {},
): Promise<FeeOutcome> {
  const account = await aggregateState(store, taobaoAccountStream(sellerId), taobaoAccountDecider);
  if (account.paidMonths.has(month)) return 'paid';
  if (account.firstLinkedAt === null) return 'not-linked';
  const usdCents = monthlyFeeUsdCents();
  const entryId = taobaoFeeEntryId(month);
  try {
    await commands.wallet(
      sellerId,
      {
        type: 'DebitWallet',
        entryId,
        amountCents: usdCents,
        code: 'MONTHLY_FEE',
        remark: `Taobao service ${month}: 21.00 CNY at ${currencies.CNY.rate} CNY/USD`,
      },
      metadata,
      { commandId, retries: 100 },
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'insufficient_balance')) throw error;
    if (suspendWhenShort) {
      await commands.taobaoAccount(
        sellerId,
        {
          type: 'Suspend',
          month,
          cnyFen: taobaoMonthlyFeeFen,
          usdCents,
          message: 'Deposit balance is not enough',
        },
        metadata,
        { commandId },
      );
    }
    return 'suspended';
  }
  await commands.taobaoAccount(
    sellerId,
    { type: 'RecordFeePaid', month, entryId, cnyFen: taobaoMonthlyFeeFen, usdCents },
    metadata,
    { commandId },
  );
  return 'paid';
}
