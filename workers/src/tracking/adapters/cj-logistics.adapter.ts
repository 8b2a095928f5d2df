import { type CarrierAdapter, isObject, listOf, textOf } from './carrier-adapter.js';

/** Carrier 4, the Korean logistics firm: Korean stage names in `parcelDetail`. */
export const cjLogisticsAdapter: CarrierAdapter = {
  carrierId: 4,
  request: (number) => ({
    path: `/cj/parcel/${encodeURIComponent(number)}`,
    init: { method: 'GET' },
  }),
  parse(status, body) {
    if (status === 404) return null;
    if (!isObject(body)) return [];
    return listOf(body.parcelDetail).map((detail) => ({
      code: textOf(detail.crgNm),
      at: textOf(detail.dTime),
      location: textOf(detail.regBranNm),
      description: textOf(detail.crgSt),
    }));
  },
  codes: {
    Accepted: '집화처리',
    'In transit': '간선상차',
    Customs: '통관',
    'Out for delivery': '배송출발',
    Delivered: '배송완료',
    Exception: '미배달',
  },
  render: (number, scans) => ({
    invcNo: number,
    parcelDetail: scans.map((scan) => ({
      crgNm: scan.code,
      dTime: scan.at,
      regBranNm: scan.location,
      crgSt: scan.description,
    })),
  }),
};
