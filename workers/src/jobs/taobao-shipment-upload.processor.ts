import type { EventMetadata } from '@shop/core';
import { UnrecoverableError } from 'bullmq';
import { taobaoCompanyCode } from '../marketplace/taobao-carrier-codes.js';
import {
  type SellerSessionDependencies,
  sellerSessions,
} from '../marketplace/taobao-seller-session.js';
import { TaobaoError } from '../taobao/taobao-error.js';
import type { TaobaoJobData } from './taobao.job.js';

export type ShipmentUploadDependencies = SellerSessionDependencies;

export type UploadOutcome = 'uploaded' | 'already-shipped' | 'trade-closed';

/**
 * Tells Taobao a Taobao order shipped: `taobao.logistics.offline.send` with the parcel's tracking
 * number and the carrier's Taobao code, exactly once. The trade itself is the dedupe record: it
 * leaves WAIT_SELLER_SEND_GOODS with the upload, so a retried job (after a lost answer or a
 * crash) first asks for the trade and sends nothing when it has shipped.
 */
export function createShipmentUpload(dependencies: ShipmentUploadDependencies) {
  const sessions = sellerSessions(dependencies);
  return async function uploadShipment(
    data: TaobaoJobData,
    metadata: EventMetadata,
  ): Promise<UploadOutcome> {
    const { sellerId, tid, trackingNumber, carrierId } = data;
    if (!sellerId || !tid || !trackingNumber || carrierId === undefined) {
      throw new UnrecoverableError(
        'A shipment upload needs the seller, trade, carrier and tracking number.',
      );
    }
    const opened = await sessions.open(sellerId, metadata);
    if (!opened) {
      throw new UnrecoverableError(`Seller ${sellerId} has no Taobao session: link Taobao again.`);
    }
    const { shop } = opened;
    try {
      const trade = await shop.trade(tid);
      if (trade.status === 'TRADE_CLOSED' || trade.status === 'TRADE_CLOSED_BY_TAOBAO') {
        return 'trade-closed';
      }
      if (trade.status !== 'WAIT_SELLER_SEND_GOODS') return 'already-shipped';
      await shop.sendOffline({
        tid,
        outSid: trackingNumber,
        companyCode: taobaoCompanyCode(carrierId),
      });
      return 'uploaded';
    } catch (error) {
      await sessions.onRefused(error, sellerId, opened, metadata);
      if (error instanceof TaobaoError && !error.retryable) {
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };
}
