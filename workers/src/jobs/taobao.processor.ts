import type { Database, EventStore, ShopCommands } from '@shop/core';
import { DelayedError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { SellerBusyError, withSellerLock } from '../marketplace/seller-lock.js';
import { chargeMonthlyFee, feeMonth } from '../marketplace/taobao-monthly-fee.js';
import { jobMetadata, type TaobaoAccess } from '../marketplace/taobao-seller-session.js';
import {
  enqueueMonthlyFee,
  enqueueSellerSync,
  type TaobaoJobData,
  type TaobaoJobName,
  type TaobaoQueue,
} from './taobao.job.js';
import { createListingSync } from './taobao-listing-sync.processor.js';
import { createOrderSync } from './taobao-order-sync.processor.js';
import { createShipmentUpload } from './taobao-shipment-upload.processor.js';

export interface TaobaoProcessorDependencies {
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly taobao: TaobaoAccess;
  readonly queue: TaobaoQueue;
  readonly now?: () => number;
}

/** How long a sync waits when another sync of the seller holds their lock. */
const busyDelayMs = 5000;

/**
 * The taobao queue's jobs: the periodic round of every linked seller, each seller's listing and
 * order syncs (one at a time per seller and kind), the monthly fee and shipment uploads.
 */
export function createTaobaoProcessor(dependencies: TaobaoProcessorDependencies) {
  const { db, pool, store, commands, queue, now = Date.now } = dependencies;
  const syncListings = createListingSync(dependencies);
  const syncOrders = createOrderSync(dependencies);
  const uploadShipment = createShipmentUpload(dependencies);

  return async function processTaobaoJob(
    job: Job<TaobaoJobData, unknown, TaobaoJobName>,
    token?: string,
  ): Promise<unknown> {
    const metadata = jobMetadata(job.name, job.data.retryOf ?? job.id);
    const sellerId = job.data.sellerId ?? '';
    const locked = async (kind: string, work: () => Promise<void>) => {
      try {
        await withSellerLock(pool, `taobao-${kind}-${sellerId}`, work);
      } catch (error) {
        if (!(error instanceof SellerBusyError)) throw error;
        // Its turn comes after the sync under way; waiting does not use up its attempts.
        await job.moveToDelayed(now() + busyDelayMs, token);
        throw new DelayedError();
      }
    };
    switch (job.name) {
      case 'sync-all-sellers':
        return syncAllSellers();
      case 'sync-listings':
        return locked('listings', () => syncListings(sellerId, metadata));
      case 'sync-orders':
        return locked('orders', () => syncOrders(sellerId, metadata));
      case 'charge-monthly-fee':
        return chargeMonthlyFee(
          store,
          commands,
          sellerId,
          job.data.month ?? '',
          metadata,
          `job-${job.data.retryOf ?? job.id}`,
        );
      case 'upload-shipment':
        return uploadShipment(job.data, metadata);
      default:
        throw new Error(`Unknown taobao job ${String(job.name)}`);
    }
  };

  /** Each linked seller's syncs, and the fee of the month that has come due. */
  async function syncAllSellers(): Promise<{ sellers: number }> {
    const sellers = await db
      .selectFrom('taobao_accounts')
      .select(['seller_id', 'first_linked_at', 'suspended_for'])
      .where('link_status', '=', 'linked')
      .execute();
    for (const seller of sellers) {
      if (seller.first_linked_at) {
        const month = feeMonth(new Date(seller.first_linked_at), new Date(now()));
        if (seller.suspended_for !== month) await enqueueMonthlyFee(queue, seller.seller_id, month);
      }
      if (seller.suspended_for !== null) continue;
      await enqueueSellerSync(queue, 'sync-listings', seller.seller_id);
      await enqueueSellerSync(queue, 'sync-orders', seller.seller_id);
    }
    return { sellers: sellers.length };
  }
}
