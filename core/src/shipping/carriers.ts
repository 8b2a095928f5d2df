/** The spec's carrier table: each has a name and a tracking page. */
export interface Carrier {
  readonly id: 1 | 2 | 3 | 4;
  readonly name: string;
  /** `{tracking}` stands for the tracking number. */
  readonly trackingUrl: string;
}

export const carriers: Readonly<Record<Carrier['id'], Carrier>> = {
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

export function trackingLink(carrierId: Carrier['id'], trackingNumber: string): string {
  return carriers[carrierId].trackingUrl.replace('{tracking}', encodeURIComponent(trackingNumber));
}
