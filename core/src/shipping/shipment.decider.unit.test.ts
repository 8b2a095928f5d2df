import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import type { TrackingScan } from './courier-status.js';
import { shipmentDecider, shipmentStream } from './shipment.decider.js';
import type { ShipmentEvent } from './shipment.events.js';

const { given, fold } = deciderSpec(shipmentDecider);

const parcel = {
  orderNumber: '10012345678901234',
  carrierId: 3 as const,
  trackingNumber: 'SF1234567890',
  weightGrams: 900,
  shippingFeeCents: 2100,
};
const recorded: ShipmentEvent = { type: 'ShipmentRecorded', data: parcel };
const dispatched: ShipmentEvent = {
  type: 'ShipmentDispatched',
  data: { orderNumber: parcel.orderNumber },
};
const scan = (scanId: string, status: TrackingScan['status']): TrackingScan => ({
  scanId,
  status,
  at: '2026-11-24T03:00:00.000Z',
  location: 'Shenzhen',
  description: status,
});

describe('shipment decider', () => {
  it('lives on shipment-<id>', () => {
    expect(shipmentStream('10012345678901234')).toBe('shipment-10012345678901234');
  });

  it('records the parcel, and a correction, but not the same twice', () => {
    given()
      .when({ type: 'RecordShipment', ...parcel })
      .thenEmits(recorded);
    given(recorded)
      .when({ type: 'RecordShipment', ...parcel })
      .thenNothing();
    given(recorded)
      .when({ type: 'RecordShipment', ...parcel, weightGrams: 950 })
      .thenEmits({ type: 'ShipmentRecorded', data: { ...parcel, weightGrams: 950 } });
  });

  it('is dispatched once', () => {
    given(recorded).when({ type: 'DispatchShipment' }).thenEmits(dispatched);
    given(recorded, dispatched).when({ type: 'DispatchShipment' }).thenNothing();
    given()
      .when({ type: 'DispatchShipment' })
      .thenThrows('shipment_not_found', 'There is no such shipment.');
  });

  it('records each scan once, however often the carrier reports it', () => {
    const accepted = scan('a', 'Accepted');
    given(recorded, dispatched)
      .when({ type: 'RecordScan', scan: accepted })
      .thenEmits({ type: 'ShipmentScanned', data: accepted });
    given(recorded, dispatched, { type: 'ShipmentScanned', data: accepted })
      .when({ type: 'RecordScan', scan: accepted })
      .thenNothing();
  });

  it('keeps a delivered parcel delivered whatever scan comes late', () => {
    const state = fold([
      recorded,
      dispatched,
      { type: 'ShipmentScanned', data: scan('d', 'Delivered') },
      { type: 'ShipmentScanned', data: scan('late', 'In transit') },
    ]);
    expect(state).toMatchObject({ status: 'dispatched', courierStatus: 'Delivered' });
  });
});
