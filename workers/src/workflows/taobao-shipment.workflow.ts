import { aggregateState, orderDecider, orderStream } from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueShipmentUpload } from '../jobs/taobao.job.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';

const name = 'taobao-shipment';

/** What this workflow reads of a shipment's `ShipmentRecorded` (order lifecycle). */
interface RecordedParcel {
  readonly orderNumber: string;
  readonly carrierId: number;
  readonly trackingNumber: string;
}

/**
 * A Taobao order's parcel, once staff give it a carrier and tracking number, is uploaded to the
 * seller's Taobao trade by one job per order (its id is the order's).
 */
export function taobaoShipmentWorkflow({ store, queue }: TaobaoWorkflowContext): Workflow {
  const upload: Reaction = {
    step: 'upload-shipment',
    async run(event) {
      const parcel = event.data as RecordedParcel;
      const order = await aggregateState(store, orderStream(parcel.orderNumber), orderDecider);
      if (order.status === 'none' || order.platform !== 'taobao' || !order.taobaoTrade) return;
      await enqueueShipmentUpload(queue, {
        sellerId: order.customerId,
        orderNumber: parcel.orderNumber,
        tid: order.taobaoTrade.tid,
        carrierId: parcel.carrierId,
        trackingNumber: parcel.trackingNumber,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      });
    },
  };
  return {
    name,
    reactionsTo(event) {
      return event.streamName.startsWith('shipment-') && event.type === 'ShipmentRecorded'
        ? [upload]
        : [];
    },
  };
}
