import { type CarrierAdapter, isObject, listOf, textOf } from './carrier-adapter.js';

/** Carrier 3, SF Express: a POSTed route query, numeric `opCode`s, `success: false` if unknown. */
export const sfExpressAdapter: CarrierAdapter = {
  carrierId: 3,
  request: (number) => ({
    path: '/sf/route/query',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingNumber: number }),
    },
  }),
  parse(status, body) {
    if (status === 404) return null;
    if (!isObject(body)) return [];
    if (body.success === false && body.errorCode === 'NOT_FOUND') return null;
    return listOf(body.routes).map((route) => ({
      code: textOf(route.opCode),
      at: textOf(route.acceptTime),
      location: textOf(route.acceptAddress),
      description: textOf(route.remark),
    }));
  },
  codes: {
    Accepted: '50',
    'In transit': '30',
    Customs: '607',
    'Out for delivery': '44',
    Delivered: '80',
    Exception: '33',
  },
  render: (number, scans) => ({
    success: true,
    trackingNumber: number,
    routes: scans.map((scan) => ({
      opCode: scan.code,
      acceptTime: scan.at,
      acceptAddress: scan.location,
      remark: scan.description,
    })),
  }),
};
