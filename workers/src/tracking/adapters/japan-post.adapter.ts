import { type CarrierAdapter, isObject, listOf, textOf } from './carrier-adapter.js';

/** Carrier 1, the national postal service (EMS): Japanese status labels, `events` list. */
export const japanPostAdapter: CarrierAdapter = {
  carrierId: 1,
  request: (number) => ({
    path: `/japanpost/v1/track/${encodeURIComponent(number)}`,
    init: { method: 'GET' },
  }),
  parse(status, body) {
    if (status === 404) return null;
    if (!isObject(body)) return [];
    return listOf(body.events).map((event) => ({
      code: textOf(event.status),
      at: textOf(event.dateTime),
      location: textOf(event.office),
      description: textOf(event.detail),
    }));
  },
  codes: {
    Accepted: '引受',
    'In transit': '国際運送中',
    Customs: '通関手続中',
    'Out for delivery': '配達中',
    Delivered: 'お届け済み',
    Exception: 'ご不在のため持ち戻り',
  },
  render: (number, scans) => ({
    trackingNumber: number,
    events: scans.map((scan) => ({
      status: scan.code,
      dateTime: scan.at,
      office: scan.location,
      detail: scan.description,
    })),
  }),
};
