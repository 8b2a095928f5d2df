import {
  aggregateState,
  type OrderEvent,
  type OrderShipmentRecorded,
  orderDecider,
  orderStream,
  type RecordedEvent,
  sellerDecider,
  sellerStream,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'shipping-fee';

/**
 * A seller pays the carrier's fee for each parcel recorded on their order: a SHIPPING_FEE entry
 * on their wallet, charged once per shipment. A balance that does not cover it leaves the
 * charge pending until the next deposit. A customer's order carried its shipping in its total.
 */
export function shippingFeeWorkflow({ commands, store }: WorkflowContext): Workflow {
  const chargeShipping: Reaction = {
    step: 'charge-shipping',
    async run(event) {
      const shipment = (event as RecordedEvent & OrderShipmentRecorded).data;
      if (shipment.shippingFeeCents <= 0) return;
      const orderNumber = streamId(event);
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none') return;
      const seller = await aggregateState(store, sellerStream(order.customerId), sellerDecider);
      if (seller.status === 'none') return;
      await commands.wallet(
        order.customerId,
        {
          type: 'DebitWallet',
          whenShort: 'pend',
          entryId: `shipping-${orderNumber}-${shipment.shipmentId}`,
          amountCents: shipment.shippingFeeCents,
          code: 'SHIPPING_FEE',
          remark: `Shipping ${shipment.trackingNumber}, order ${orderNumber}`,
          orderNumber,
          causedBy: `shipment-${shipment.shipmentId}`,
        },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 100 },
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('order-')) return [];
      return (event as RecordedEvent & OrderEvent).type === 'OrderShipmentRecorded'
        ? [chargeShipping]
        : [];
    },
  };
}
