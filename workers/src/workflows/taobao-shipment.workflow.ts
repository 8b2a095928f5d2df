import {
  aggregateState,
  orderDecider,
  orderStream,
  type RecordedEvent,
  type ShipmentRecorded,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueShipmentUpload } from '../jobs/taobao.job.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';

const name = 'taobao-shipment';

/**
 * A Taobao order's parcel, once staff give it a carrier and tracking number, is uploaded to the
 * seller's Taobao trade by one job per order (its id is the order's).
 */
export function taobaoShipmentWorkflow({ store, queue }: TaobaoWorkflowContext): Workflow {
  const upload: Reaction = {
    step: 'upload-shipment',
    async run(event) {
      const parcel = (event as RecordedEvent & ShipmentRecorded).data;
      const order = await aggregateState(store, orderStream(parcel.orderNumber), orderDecider);
      if (order.status === 'none' || order.sale?.platform !== 'taobao') return;
      await enqueueShipmentUpload(queue, {
        sellerId: order.customerId,
        orderNumber: parcel.orderNumber,
        tid: order.sale.tradeId,
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
