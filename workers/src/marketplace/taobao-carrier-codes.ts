/**
 * Our carriers (the spec's carrier table) as Taobao's logistics company codes
 * (`taobao.logistics.companies.get`); carriers Taobao does not list go as `OTHER`.
 */
export const taobaoCompanyCodes: Readonly<Record<number, string>> = {
  1: 'EMS',
  2: 'OTHER',
  3: 'SF',
  4: 'OTHER',
};

export function taobaoCompanyCode(carrierId: number): string {
  return taobaoCompanyCodes[carrierId] ?? 'OTHER';
}
