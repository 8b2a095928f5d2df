import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { CourierStatus, TrackingScan } from './courier-status.js';
import type { ShipmentEvent, ShipmentRecorded } from './shipment.events.js';

export type ShipmentCommand =
  | ({ type: 'RecordShipment' } & ShipmentRecorded['data'])
  | { type: 'DispatchShipment' }
  | { type: 'RecordScan'; scan: TrackingScan };

export interface RecordedShipment extends Readonly<ShipmentRecorded['data']> {
  readonly status: 'recorded' | 'dispatched';
  readonly courierStatus: CourierStatus | null;
  /** The ids of the scans recorded so far. */
  readonly scanIds: ReadonlySet<string>;
}

export type ShipmentState = { readonly status: 'none' } | RecordedShipment;

/** `shipment-<shipmentId>`: an order's parcel, its carrier and its scans. */
export function shipmentStream(shipmentId: string): string {
  return `shipment-${shipmentId}`;
}

/**
 * A parcel: what staff recorded of it, when it left, and the carrier's scans, each once.
 */
export const shipmentDecider: Decider<ShipmentCommand, ShipmentEvent, ShipmentState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'ShipmentRecorded':
        return state.status === 'none'
          ? { ...event.data, status: 'recorded', courierStatus: null, scanIds: new Set() }
          : { ...state, ...event.data };
      case 'ShipmentDispatched':
        return state.status === 'none' ? state : { ...state, status: 'dispatched' };
      case 'ShipmentScanned':
        return state.status === 'none'
          ? state
          : {
              ...state,
              courierStatus: state.courierStatus === 'Delivered' ? 'Delivered' : event.data.status,
              scanIds: new Set(state.scanIds).add(event.data.scanId),
            };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'RecordShipment') {
      const { type: _type, ...data } = command;
      if (
        state.status !== 'none' &&
        state.carrierId === data.carrierId &&
        state.trackingNumber === data.trackingNumber &&
        state.weightGrams === data.weightGrams &&
        state.shippingFeeCents === data.shippingFeeCents
      ) {
        return [];
      }
      return [{ type: 'ShipmentRecorded', data }];
    }
    if (state.status === 'none') {
      throw new DomainError('shipment_not_found', 'There is no such shipment.');
    }
    switch (command.type) {
      case 'DispatchShipment':
        return state.status === 'dispatched'
          ? []
          : [{ type: 'ShipmentDispatched', data: { orderNumber: state.orderNumber } }];
      case 'RecordScan':
        return state.scanIds.has(command.scan.scanId)
          ? []
          : [{ type: 'ShipmentScanned', data: command.scan }];
      default:
        return assertNever(command);
    }
  },
};
