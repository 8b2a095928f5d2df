import { describe, expect, it } from 'vitest';
import { pickFields, simplified } from './taobao-simulator-representation.js';

describe('what the simulator answers', () => {
  const trade = {
    tid: 1,
    tid_str: '1',
    status: 'WAIT_SELLER_SEND_GOODS',
    receiver_name: '张三',
    orders: { order: [{ oid: 2, num_iid: 3, num: 1, title: 'tea' }] },
  };

  it('holds only the fields asked for, whole orders or some of their fields', () => {
    expect(pickFields(trade, 'tid,status')).toEqual({
      tid: 1,
      tid_str: '1',
      status: 'WAIT_SELLER_SEND_GOODS',
    });
    expect(pickFields(trade, 'status,orders')).toEqual({
      status: trade.status,
      orders: trade.orders,
    });
    expect(pickFields(trade, 'status,orders.num_iid,orders.num')).toEqual({
      status: trade.status,
      orders: { order: [{ num_iid: 3, num: 1 }] },
    });
    expect(pickFields(trade, 'nonsense')).toEqual({});
  });

  it('unwraps lists in the simplified form', () => {
    expect(simplified({ trades: { trade: [trade] }, total_results: 1 })).toEqual({
      trades: [{ ...trade, orders: [{ oid: 2, num_iid: 3, num: 1, title: 'tea' }] }],
      total_results: 1,
    });
  });
});
