/** A carrier as `taobao.logistics.companies.get` lists it. */
export interface SimulatedLogisticsCompany {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** Taobao's pattern for the carrier's tracking numbers. */
  readonly regMailNo: string;
}

/** A few of Taobao's carriers: the domestic ones and those that carry parcels into China. */
export const simulatedLogisticsCompanies: readonly SimulatedLogisticsCompany[] = [
  { id: 505, code: 'SF', name: '顺丰速运', regMailNo: '^[A-Za-z0-9]{12,15}$' },
  { id: 2, code: 'EMS', name: 'EMS', regMailNo: '^[A-Z]{2}[0-9]{9}[A-Z]{2}$' },
  { id: 500, code: 'ZTO', name: '中通快递', regMailNo: '^[0-9]{12,14}$' },
  { id: 101, code: 'YTO', name: '圆通速递', regMailNo: '^[A-Za-z0-9]{10,18}$' },
  { id: 100, code: 'STO', name: '申通快递', regMailNo: '^[0-9]{12,15}$' },
  { id: 102, code: 'YUNDA', name: '韵达快递', regMailNo: '^[0-9]{13,15}$' },
  { id: 1001, code: 'DHL', name: 'DHL', regMailNo: '^[0-9]{10}$' },
  { id: 1002, code: 'FEDEX', name: '联邦快递', regMailNo: '^[0-9]{12,15}$' },
  { id: 1003, code: 'UPS', name: 'UPS', regMailNo: '^1Z[A-Z0-9]{16}$' },
  { id: -1, code: 'OTHER', name: '其他', regMailNo: '' },
];

export function logisticsCompany(code: string): SimulatedLogisticsCompany | undefined {
  return simulatedLogisticsCompanies.find((company) => company.code === code);
}

/** One `taobao.logistics.offline.send` that the simulator accepted. */
export interface SimulatedShipment {
  readonly tid: number;
  readonly nick: string;
  readonly outSid: string;
  readonly companyCode: string;
  readonly companyName: string;
  readonly created: number;
}
