import {
  aggregateState,
  type Database,
  type EventMetadata,
  type EventStore,
  monthlyFee,
  monthlyFeeEntryId,
  type ShopCommands,
  sellerDecider,
  sellerStream,
  walletDecider,
  walletStream,
} from '@shop/core';
import { type Kysely, sql } from 'kysely';

/** The calendar month `now` falls in, `YYYY-MM` (UTC): the reseller fee's period. */
export function calendarMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * The resellers this job charges: every active seller without a linked Taobao account. A linked
 * seller pays through the Taobao fee job (anchored on the day they linked, suspending their
 * Taobao service when unpaid); both write the month's one entry `monthly-fee-<month>` in the
 * seller's wallet, so a month charged by either is never charged again by the other.
 */
export async function resellersToCharge(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('sellers')
    .leftJoin('taobao_accounts', (join) =>
      join.on(sql<boolean>`taobao_accounts.seller_id = sellers.account_id::text`),
    )
    .select('sellers.account_id')
    .where('sellers.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('taobao_accounts.link_status', 'is', null),
        eb('taobao_accounts.link_status', '<>', 'linked'),
      ]),
    )
    .orderBy('sellers.account_id')
    .execute();
  return rows.map((row) => row.account_id);
}

export type ResellerFeeOutcome = 'charged' | 'pending' | 'already-charged' | 'not-active';

/**
 * Charges a reseller the month's 21 RMB once: a MONTHLY_FEE entry in US cents at the day's
 * rate, with its CNY amount. Its entry id is the month's, so repeats, races between workers and
 * a job retried after a crash take it once. A balance that does not cover it leaves the charge
 * pending until the next deposit.
 */
export async function chargeResellerFee(
  store: EventStore,
  commands: ShopCommands,
  sellerId: string,
  month: string,
  metadata: EventMetadata,
  commandId: string,
): Promise<ResellerFeeOutcome> {
  const seller = await aggregateState(store, sellerStream(sellerId), sellerDecider);
  if (seller.status !== 'active') return 'not-active';
  const entryId = monthlyFeeEntryId(month);
  const before = await aggregateState(store, walletStream(sellerId), walletDecider);
  if (before.entryIds.has(entryId)) return 'already-charged';
  const fee = monthlyFee();
  const { state } = await commands.wallet(
    sellerId,
    {
      type: 'DebitWallet',
      entryId,
      amountCents: fee.usdCents,
      code: 'MONTHLY_FEE',
      remark: `Reseller service ${month}: 21.00 CNY`,
      foreign: fee.foreign,
      whenShort: 'pend',
    },
    metadata,
    { commandId, retries: 100 },
  );
  return state.posted.has(entryId) ? 'charged' : 'pending';
}
