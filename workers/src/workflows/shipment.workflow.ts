import {
  aggregateState,
  type OrderEvent,
  type OrderShipmentRecorded,
  type OrderStatusChanged,
  orderDecider,
  orderStream,
  type RecordedEvent,
  type ShipmentEvent,
  type ShipmentScanned,
  type UserEvent,
  userStream,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueEmail } from '../jobs/send-email.job.js';
import { unitsByProduct } from './order-lines.js';
import { orderShippedMail } from './order-shipped.mail.js';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'shipment';

/**
 * An order's parcel: the shipment stream follows what staff record on the order; when the order
 * ships internationally its stock is committed, the parcel is tracked and the shopper gets the
 * tracking link; the carrier's scans set the order's courier status.
 */
export function shipmentWorkflow({
  commands,
  store,
  queues,
  resellerSiteName,
}: WorkflowContext): Workflow {
  const recordShipment: Reaction = {
    step: 'record-shipment',
    async run(event) {
      const { shipmentId, ...parcel } = (event as RecordedEvent & OrderShipmentRecorded).data;
      await commands.shipment(
        shipmentId,
        { type: 'RecordShipment', orderNumber: streamId(event), ...parcel },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 20 },
      );
    },
  };

  const commitStock: Reaction = {
    step: 'commit-stock',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none') return;
      const metadata = reactionMetadata(name, event);
      for (const productId of unitsByProduct(order.lines).keys()) {
        await commands.stock(productId, { type: 'CommitStock', productId, orderNumber }, metadata, {
          commandId: event.id,
          retries: 100,
        });
      }
    },
  };

  const dispatchShipment: Reaction = {
    step: 'dispatch-shipment',
    async run(event) {
      const order = await aggregateState(store, orderStream(streamId(event)), orderDecider);
      if (order.status === 'none' || !order.shipment) return;
      await commands.shipment(
        order.shipment.shipmentId,
        { type: 'DispatchShipment' },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 20 },
      );
    },
  };

  const tellShopper: Reaction = {
    step: 'mail-shopper',
    async run(event) {
      const order = await aggregateState(store, orderStream(streamId(event)), orderDecider);
      if (order.status === 'none' || !order.shipment) return;
      const events = (await store.readStream(userStream(order.customerId))) as (RecordedEvent &
        UserEvent)[];
      const registered = events.find((userEvent) => userEvent.type === 'UserRegistered');
      if (registered?.type !== 'UserRegistered') return;
      await enqueueEmail(
        queues.mail,
        orderShippedMail({
          to: registered.data.email,
          name: registered.data.displayName,
          language: registered.data.language,
          orderNumber: order.orderNumber,
          carrierId: order.shipment.carrierId,
          trackingNumber: order.shipment.trackingNumber,
          siteName: order.source?.siteId === 2 ? resellerSiteName : undefined,
        }),
      );
    },
  };

  const setCourierStatus: Reaction = {
    step: 'set-courier-status',
    async run(event) {
      const scan = (event as RecordedEvent & ShipmentScanned).data;
      const shipment = await store.readStream(event.streamName);
      const recorded = (shipment as (RecordedEvent & ShipmentEvent)[]).find(
        (shipmentEvent) => shipmentEvent.type === 'ShipmentRecorded',
      );
      if (recorded?.type !== 'ShipmentRecorded') return;
      await commands.order(
        recorded.data.orderNumber,
        { type: 'SetCourierStatus', courierStatus: scan.status, scanId: scan.scanId, at: scan.at },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 20 },
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (event.streamName.startsWith('shipment-')) {
        return (event as RecordedEvent & ShipmentEvent).type === 'ShipmentScanned'
          ? [setCourierStatus]
          : [];
      }
      if (!event.streamName.startsWith('order-')) return [];
      const orderEvent = event as RecordedEvent & OrderEvent;
      if (orderEvent.type === 'OrderShipmentRecorded') return [recordShipment];
      if (orderEvent.type === 'OrderStatusChanged' && leftForAbroad(orderEvent)) {
        return [commitStock, dispatchShipment, tellShopper];
      }
      return [];
    },
  };
}

/** The move that hands the parcel to the international carrier (not a return from an issue). */
function leftForAbroad({ data }: OrderStatusChanged): boolean {
  return data.to === 'Shipped internationally' && data.from === 'Shipping domestically';
}
