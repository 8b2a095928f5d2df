import type { DomainEvent } from '../decider/decider.js';
import type { CarrierId } from './carriers.js';
import type { TrackingScan } from './courier-status.js';

/** The parcel of an order as staff recorded it (again, when they correct it). */
export type ShipmentRecorded = DomainEvent<
  'ShipmentRecorded',
  {
    orderNumber: string;
    carrierId: CarrierId;
    trackingNumber: string;
    weightGrams: number;
    /** What the carrier charges the shop, in US cents. */
    shippingFeeCents: number;
  }
>;
/** The order shipped internationally: the carrier has the parcel, tracking polls it. */
export type ShipmentDispatched = DomainEvent<'ShipmentDispatched', { orderNumber: string }>;
/** One scan the carrier reported, recorded once however often it is polled. */
export type ShipmentScanned = DomainEvent<'ShipmentScanned', TrackingScan>;

export type ShipmentEvent = ShipmentRecorded | ShipmentDispatched | ShipmentScanned;
