import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receiver,
  type ServedTaobaoSimulator,
  sellerWithSession,
  sencha,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';

const at = (iso: string) => Date.parse(iso);

describe('sold trades by modification time (taobao.trades.sold.increment.get)', () => {
  let now = at('2024-05-01T00:00:00Z');
  let served: ServedTaobaoSimulator;
  let shop: ReturnType<ReturnType<ServedTaobaoSimulator['client']>['seller']>;
  const tids = { busyDay: [] as number[], boundary: 0, laterDay: [] as number[], closed: 0 };

  beforeAll(async () => {
    served = await serveTaobaoSimulator({ now: () => now, sessionTtlSeconds: 30 * 86_400 });
    const seller = sellerWithSession(served, 'busy-shop');
    shop = served.client().seller(seller);
    const { numIid } = await shop.addItem({ ...sencha, num: 10_000 });
    const place = (time: string) => {
      now = at(time);
      return served.simulator.placeTrade(seller.nick, { num_iid: numIid, num: 1, receiver }).tid;
    };

    // 250 trades on the first day, one a second from 10:00 in China.
    for (let n = 0; n < 250; n++) {
      tids.busyDay.push(place(new Date(at('2024-05-01T02:00:00Z') + n * 1000).toISOString()));
    }
    // Midnight of 2 May in UTC: the end of the first window and the start of the second.
    tids.boundary = place('2024-05-02T00:00:00Z');
    for (const time of ['2024-05-03T01:00:00Z', '2024-05-03T02:00:00Z', '2024-05-03T03:00:00Z']) {
      tids.laterDay.push(place(time));
    }
    // A trade from the first day refunded on the third: it is seen as modified then.
    tids.closed = tids.busyDay[0] ?? 0;
    now = at('2024-05-03T04:00:00Z');
    served.simulator.moveTrade(seller.nick, tids.closed, 'TRADE_CLOSED');
    now = at('2024-05-04T00:00:00Z');
  });

  afterAll(() => served.close());

  const incrementCalls = () =>
    served.simulator.calls().filter((call) => call.method === 'taobao.trades.sold.increment.get');

  it('reads a long span window by window and page by page, each modification once', async () => {
    const before = incrementCalls().length;
    const seen = [];
    for await (const trade of shop.soldTradesModified({
      start: new Date('2024-05-01T00:00:00Z'),
      end: new Date('2024-05-04T00:00:00Z'),
    })) {
      seen.push(trade);
    }

    const tidsSeen = seen.map((trade) => Number(trade.tid));
    expect(tidsSeen).toHaveLength(254);
    expect(new Set(tidsSeen).size).toBe(254);
    expect(tidsSeen).toContain(tids.boundary);
    expect(tidsSeen).toEqual(expect.arrayContaining([...tids.busyDay, ...tids.laterDay]));
    const closed = seen.find((trade) => Number(trade.tid) === tids.closed);
    expect(closed).toMatchObject({
      status: 'TRADE_CLOSED',
      modified: new Date('2024-05-03T04:00:00Z'),
    });
    expect(seen.filter((trade) => trade.status === 'WAIT_SELLER_SEND_GOODS')).toHaveLength(253);

    // Three windows of a day; the first holds 250 trades (one moved out, the boundary one in):
    // three pages of 100; the others one page each.
    expect(incrementCalls().length - before).toBe(5);
    expect(incrementCalls().every((call) => call.outcome === 'ok')).toBe(true);
  });

  it('pages one window with has_next', async () => {
    const window = {
      startModified: new Date('2024-05-01T00:00:00Z'),
      endModified: new Date('2024-05-01T23:59:59Z'),
    };
    const first = await shop.soldTradesIncrement({ ...window, pageSize: 100 });
    const last = await shop.soldTradesIncrement({ ...window, pageSize: 100, pageNo: 3 });
    expect(first).toMatchObject({ hasNext: true });
    expect(first.trades).toHaveLength(100);
    expect(last.hasNext).toBe(false);
    expect(last.trades).toHaveLength(49);
    const times = first.trades.map((trade) => trade.modified.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('filters by status', async () => {
    const closed = await shop.soldTradesIncrement({
      startModified: new Date('2024-05-03T00:00:00Z'),
      endModified: new Date('2024-05-04T00:00:00Z'),
      status: 'TRADE_CLOSED',
    });
    expect(closed.trades.map((trade) => Number(trade.tid))).toEqual([tids.closed]);
  });

  it('includes both ends of a window', async () => {
    const exactly = await shop.soldTradesIncrement({
      startModified: new Date('2024-05-02T00:00:00Z'),
      endModified: new Date('2024-05-02T00:00:01Z'),
    });
    expect(exactly.trades.map((trade) => Number(trade.tid))).toEqual([tids.boundary]);
    const justBefore = await shop.soldTradesIncrement({
      startModified: new Date('2024-05-01T23:00:00Z'),
      endModified: new Date('2024-05-02T00:00:00Z'),
    });
    expect(justBefore.trades.map((trade) => Number(trade.tid))).toEqual([tids.boundary]);
  });
});
