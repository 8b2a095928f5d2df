/** The spec's carrier table: each has a name and a tracking page. */
export const carrierIds = [1, 2, 3, 4] as const;
export type CarrierId = (typeof carrierIds)[number];

export interface Carrier {
  readonly id: CarrierId;
  readonly name: string;
  /** `{tracking}` stands for the tracking number. */
  readonly trackingUrl: string;
}

export const carriers: Readonly<Record<CarrierId, Carrier>> = {
  1: {
    id: 1,
    name: 'Japan Post EMS',
    trackingUrl:
      'https://trackings.post.japanpost.jp/services/srv/search/?requestNo1={tracking}&locale=en',
  },
  2: {
    id: 2,
    name: 'Yamato Transport',
    trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={tracking}',
  },
  3: {
    id: 3,
    name: 'SF Express',
    trackingUrl: 'https://www.sf-express.com/we/ow/chn/sc/waybill/waybill-detail/{tracking}',
  },
  4: {
    id: 4,
    name: 'CJ Logistics',
    trackingUrl: 'https://www.cjlogistics.com/ko/tool/parcel/tracking?gnbInvcNo={tracking}',
  },
};

export function isCarrierId(value: unknown): value is CarrierId {
  return carrierIds.includes(value as CarrierId);
}

/**
 * The carrier's tracking page for a parcel.
 *
 * @example
 * trackingLink(2, '1234-5678-9012') // 'https://toi.kuronekoyamato.co.jp/...number01=1234-5678-9012'
 */
export function trackingLink(carrierId: CarrierId, trackingNumber: string): string {
  return carriers[carrierId].trackingUrl.replace('{tracking}', encodeURIComponent(trackingNumber));
}
