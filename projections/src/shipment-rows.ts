import { assertNever, type Database, type RecordedEvent, type ShipmentEvent } from '@shop/core';
import type { Kysely } from 'kysely';

/**
 * Keeps `shipments` from `shipment-<id>` streams: the orders projection applies these with the
 * order rows, so an order and its parcel never disagree in what they show.
 */
export async function applyShipmentEvent(
  trx: Kysely<Database>,
  event: RecordedEvent & ShipmentEvent,
): Promise<void> {
  const shipmentId = event.streamName.slice('shipment-'.length);
  const at = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'ShipmentRecorded': {
      const values = {
        order_number: event.data.orderNumber,
        carrier_id: event.data.carrierId,
        tracking_number: event.data.trackingNumber,
        weight_grams: event.data.weightGrams,
        shipping_fee_cents: event.data.shippingFeeCents,
        updated_at: at,
      };
      await trx
        .insertInto('shipments')
        .values({ shipment_id: shipmentId, ...values })
        .onConflict((conflict) => conflict.column('shipment_id').doUpdateSet(values))
        .execute();
      return;
    }
    case 'ShipmentDispatched':
      await trx
        .updateTable('shipments')
        .set({ dispatched: true, updated_at: at })
        .where('shipment_id', '=', shipmentId)
        .execute();
      return;
    case 'ShipmentScanned':
      await trx
        .updateTable('shipments')
        .set((eb) => ({
          courier_status: eb
            .case()
            .when('courier_status', '=', 'Delivered')
            .then('Delivered')
            .else(event.data.status)
            .end(),
          scans: eb('scans', '+', 1),
          last_scan_at: event.data.at,
          updated_at: at,
        }))
        .where('shipment_id', '=', shipmentId)
        .execute();
      return;
    default:
      return assertNever(event);
  }
}
