import { type CarrierAdapter, isObject, listOf, textOf } from './carrier-adapter.js';

/** Carrier 2, Yamato: `statusList` of upper-case codes, the number as a query parameter. */
export const yamatoAdapter: CarrierAdapter = {
  carrierId: 2,
  request: (number) => ({
    path: `/yamato/tracking?number=${encodeURIComponent(number)}`,
    init: { method: 'GET' },
  }),
  parse(status, body) {
    if (status === 404 || (isObject(body) && body.result === 'NOT_FOUND')) return null;
    if (!isObject(body)) return [];
    return listOf(body.statusList).map((entry) => ({
      code: textOf(entry.code),
      at: textOf(entry.date),
      location: textOf(entry.place),
      description: textOf(entry.name),
    }));
  },
  codes: {
    Accepted: 'RECEIVED',
    'In transit': 'IN_TRANSIT',
    Customs: 'CUSTOMS_CLEARANCE',
    'Out for delivery': 'OUT_FOR_DELIVERY',
    Delivered: 'DELIVERED',
    Exception: 'HELD',
  },
  render: (number, scans) => ({
    number,
    result: 'OK',
    statusList: scans.map((scan) => ({
      code: scan.code,
      date: scan.at,
      place: scan.location,
      name: scan.description,
    })),
  }),
};
