import type { Database, EventStore, ShopCommands } from '@shop/core';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  calendarMonth,
  chargeResellerFee,
  resellersToCharge,
} from '../marketplace/reseller-fee.js';
import { jobMetadata } from '../marketplace/taobao-seller-session.js';
import {
  enqueueResellerFee,
  type FeeJobData,
  type FeeJobName,
  type FeesQueue,
} from './reseller-fee.job.js';

export interface ResellerFeeProcessorDependencies {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly queue: FeesQueue;
  readonly now?: () => number;
}

/** The fees queue: the round that enqueues each reseller's month, and each seller's charge. */
export function createResellerFeeProcessor({
  db,
  store,
  commands,
  queue,
  now = Date.now,
}: ResellerFeeProcessorDependencies) {
  return async function processFeeJob(job: Job<FeeJobData, unknown, FeeJobName>): Promise<unknown> {
    switch (job.name) {
      case 'charge-all-reseller-fees': {
        const month = calendarMonth(new Date(now()));
        const sellers = await resellersToCharge(db);
        for (const sellerId of sellers) await enqueueResellerFee(queue, sellerId, month);
        return { month, sellers: sellers.length };
      }
      case 'charge-reseller-fee': {
        const { sellerId, month } = job.data;
        if (!sellerId || !month || !/^\d{4}-\d{2}$/.test(month)) {
          throw new UnrecoverableError(
            `A reseller fee job needs a seller and a month, not ${JSON.stringify(job.data)}`,
          );
        }
        return chargeResellerFee(
          store,
          commands,
          sellerId,
          month,
          jobMetadata(job.name, job.data.retryOf ?? job.id),
          // The same seller and month, the same command: a retry after a crash appends nothing.
          `reseller-fee-${sellerId}-${month}`,
        );
      }
      default:
        throw new Error(`Unknown fees job ${String(job.name)}`);
    }
  };
}
