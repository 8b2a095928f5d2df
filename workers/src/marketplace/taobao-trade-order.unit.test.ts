import { describe, expect, it } from 'vitest';
import type { TaobaoTrade } from '../taobao/taobao-client.js';
import { taobaoOrderNumber, tradeOrderDraft } from './taobao-trade-order.js';

const trade: TaobaoTrade = {
  tid: '2101234567890123',
  status: 'WAIT_SELLER_SEND_GOODS',
  created: undefined,
  modified: new Date('2026-11-24T01:00:00Z'),
  payTime: undefined,
  payment: '172.80',
  buyerNick: 'buyer',
  receiver: {
    name: '王小明',
    country: undefined,
    state: '上海',
    city: '上海市',
    district: '浦东新区',
    address: '世纪大道 100 号',
    zip: '200120',
    mobile: '13800138000',
    phone: undefined,
  },
  orders: [
    {
      oid: '1',
      numIid: '100000000001',
      outerIid: '7',
      outerSkuId: undefined,
      title: undefined,
      num: 2,
      price: '86.40',
      status: undefined,
    },
  ],
};
const products = new Map([
  [7, { productId: 7, title: 'Sencha', chargedCents: 1000, weightGrams: 120 }],
]);

describe('a Taobao trade as an order', () => {
  it('keeps one order number per seller and trade', () => {
    const number = taobaoOrderNumber('s-1', trade.tid);
    expect(number).toMatch(/^100\d{14}$/);
    expect(taobaoOrderNumber('s-1', trade.tid)).toBe(number);
    expect(taobaoOrderNumber('s-2', trade.tid)).not.toBe(number);
  });

  it("charges the seller our price and ships to the buyer's address", () => {
    const draft = tradeOrderDraft(trade, { sellerId: 's-1' }, products);
    expect(draft).toMatchObject({
      customerId: 's-1',
      sale: { platform: 'taobao', tradeId: trade.tid, usdCents: 2400 },
      paymentMethod: 'wallet',
      lines: [{ productId: 7, quantity: 2, unitMinor: 1000 }],
      amounts: { currency: 'USD', totalMinor: 2000, totalUsdCents: 2000 },
      recipient: {
        fullName: '王小明',
        phone: '13800138000',
        postalCode: '200120',
        country: 'CN',
        province: '上海',
        city: '上海市',
        address: '浦东新区 世纪大道 100 号',
      },
    });
  });

  it('is no order when a line is not our product', () => {
    const foreign = { ...trade, orders: [{ ...trade.orders[0], outerIid: 'x' }] } as TaobaoTrade;
    expect(tradeOrderDraft(foreign, { sellerId: 's-1' }, products)).toBeNull();
  });
});
