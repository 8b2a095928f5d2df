import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taobaoPrice } from './taobao-price.js';
import {
  receiver,
  type ServedTaobaoSimulator,
  sellerWithSession,
  sencha,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';
import { parseTopTimestamp } from './taobao-timestamp.js';

describe.each([
  { signMethod: 'md5', simplify: false, parseJson: false },
  { signMethod: 'hmac', simplify: true, parseJson: true },
  { signMethod: 'hmac-sha256', simplify: false, parseJson: true },
] as const)('the TOP client against the simulator (%o)', ({ signMethod, simplify, parseJson }) => {
  let served: ServedTaobaoSimulator;
  let nick: string;
  let shop: ReturnType<ReturnType<ServedTaobaoSimulator['client']>['seller']>;

  beforeAll(async () => {
    served = await serveTaobaoSimulator({ parseJson });
    const seller = sellerWithSession(served, `tea-shop-${signMethod}`);
    nick = seller.nick;
    shop = served.client({ signMethod, simplify }).seller(seller);
  });

  afterAll(() => served.close());

  it('lists an item (taobao.item.add) with our product id as outer_id', async () => {
    const { numIid, at } = await shop.addItem({ ...sencha, outerId: 'product-add' });
    expect(numIid).toMatch(/^\d{12}$/);
    expect(at).toBeInstanceOf(Date);
    expect(served.simulator.items(nick)).toContainEqual(
      expect.objectContaining({
        num_iid: Number(numIid),
        outer_id: 'product-add',
        title: sencha.title,
        price: '49.90',
        num: 12,
        approve_status: 'onsale',
      }),
    );
  });

  it('updates an item (taobao.item.update), only the fields given', async () => {
    const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-update' });
    const { numIid: updated } = await shop.updateItem(numIid, {
      price: taobaoPrice(5590),
      title: '静冈煎茶 特级 100g',
    });
    expect(updated).toBe(numIid);
    expect(
      served.simulator.items(nick).find((item) => item.num_iid === Number(numIid)),
    ).toMatchObject({
      price: '55.90',
      title: '静冈煎茶 特级 100g',
      num: 12,
      outer_id: 'product-update',
    });
  });

  it('sets the quantity (taobao.item.quantity.update)', async () => {
    const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-quantity' });
    expect(await shop.updateQuantity(numIid, 3)).toMatchObject({ numIid, num: 3 });
    expect(served.simulator.items(nick).find((item) => item.num_iid === Number(numIid))?.num).toBe(
      3,
    );
  });

  it('delists and lists again (taobao.item.update.delisting, taobao.item.update.listing)', async () => {
    const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-delist' });
    const item = () =>
      served.simulator.items(nick).find((found) => found.num_iid === Number(numIid));

    expect((await shop.delistItem(numIid)).numIid).toBe(numIid);
    expect(item()?.approve_status).toBe('instock');
    expect((await shop.onsaleItems()).items.map((found) => found.numIid)).not.toContain(numIid);

    await shop.listItem(numIid, 7);
    expect(item()).toMatchObject({ approve_status: 'onsale', num: 7 });
  });

  it('reads the items on sale (taobao.items.onsale.get), page by page', async () => {
    for (let n = 0; n < 5; n++) await shop.addItem({ ...sencha, outerId: `product-page-${n}` });
    const firstPage = await shop.onsaleItems({ pageNo: 1, pageSize: 2 });
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.items[0]).toEqual({
      numIid: expect.stringMatching(/^\d+$/),
      outerId: expect.any(String),
      title: sencha.title,
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      num: expect.any(Number),
      skus: [],
      approveStatus: 'onsale',
      modified: expect.any(Date),
    });

    const all = [];
    for await (const item of shop.allOnsaleItems(2)) all.push(item);
    expect(all).toHaveLength(firstPage.totalResults);
    expect(new Set(all.map((item) => item.numIid)).size).toBe(all.length);
    expect(all.map((item) => item.outerId)).toEqual(
      expect.arrayContaining(['product-page-0', 'product-page-4']),
    );
  });

  it('reads a trade (taobao.trade.fullinfo.get) and its increments (taobao.trades.sold.increment.get)', async () => {
    const before = new Date(Date.now() - 60_000);
    const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-trade' });
    const placed = served.simulator.placeTrade(nick, {
      num_iid: Number(numIid),
      num: 2,
      receiver,
    });

    const trade = await shop.trade(String(placed.tid));
    expect(trade).toEqual({
      tid: String(placed.tid),
      status: 'WAIT_SELLER_SEND_GOODS',
      created: expect.any(Date),
      modified: parseTopTimestamp(placed.modified),
      payTime: expect.any(Date),
      payment: '99.80',
      buyerNick: 'sandbox_buyer',
      receiver: {
        name: '张三',
        country: undefined,
        state: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '文一西路969号',
        zip: '310000',
        mobile: '13800138000',
        phone: undefined,
      },
      orders: [
        {
          oid: expect.stringMatching(/^\d+$/),
          numIid,
          outerIid: 'product-trade',
          title: sencha.title,
          num: 2,
          price: '49.90',
          status: 'WAIT_SELLER_SEND_GOODS',
        },
      ],
    });

    const page = await shop.soldTradesIncrement({
      startModified: before,
      endModified: new Date(Date.now() + 60_000),
    });
    expect(page.hasNext).toBe(false);
    expect(page.trades.map((found) => found.tid)).toContain(trade.tid);
  });

  it('ships a trade (taobao.logistics.offline.send) among the companies Taobao knows', async () => {
    const companies = await served.client({ signMethod, simplify }).logisticsCompanies();
    expect(companies).toContainEqual({
      id: 505,
      code: 'SF',
      name: '顺丰速运',
      trackingPattern: '^[A-Za-z0-9]{12,15}$',
    });
    expect(companies.map((company) => company.code)).toEqual(
      expect.arrayContaining(['EMS', 'DHL', 'UPS', 'FEDEX']),
    );

    const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-ship' });
    const { tid } = served.simulator.placeTrade(nick, { num_iid: numIid, num: 1, receiver });
    expect(
      await shop.sendOffline({ tid: String(tid), outSid: 'SF1234567890123', companyCode: 'SF' }),
    ).toEqual({ isSuccess: true });

    expect((await shop.trade(String(tid))).status).toBe('WAIT_BUYER_CONFIRM_GOODS');
    expect(served.simulator.shipments(nick)).toContainEqual({
      tid,
      out_sid: 'SF1234567890123',
      company_code: 'SF',
      company_name: '顺丰速运',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('lists an item with SKUs, each at its own price, reads them back and replaces them', async () => {
    const sku = (vid: number, quantity: number, fen: number) => ({
      properties: `1627207:-${vid}`,
      quantity,
      price: taobaoPrice(fen),
      outerId: `sku-${vid}`,
    });
    const { numIid } = await shop.addItem({
      ...sencha,
      outerId: 'product-skus',
      price: taobaoPrice(1296),
      num: 9,
      skus: [sku(1, 5, 1296), sku(2, 4, 12_960)],
      propertyAlias: '1627207:-1:1 bar;1627207:-2:12 pack',
    });
    const read = async () =>
      (await shop.onsaleItems({ query: sencha.title, pageSize: 200 })).items.find(
        (item) => item.numIid === numIid,
      );
    expect((await read())?.skus).toEqual([
      { skuId: expect.stringMatching(/^\d+$/), ...sku(1, 5, 1296) },
      { skuId: expect.stringMatching(/^\d+$/), ...sku(2, 4, 12_960) },
    ]);
    await shop.updateItem(numIid, {
      price: taobaoPrice(1296),
      skus: [sku(1, 2, 1296), sku(2, 3, 16_200)],
    });
    expect(await read()).toMatchObject({
      num: 5,
      skus: [
        { quantity: 2, price: '12.96' },
        { quantity: 3, price: '162.00' },
      ],
    });
    // TOP's rules: the units are the SKUs' summed, the price within theirs.
    await expect(
      shop.addItem({ ...sencha, outerId: 'product-bad-skus', num: 3, skus: [sku(1, 5, 4990)] }),
    ).rejects.toThrow(/num is the sum of sku_quantities/);
    await expect(shop.updateItem(numIid, { price: taobaoPrice(99_999) })).rejects.toThrow(
      /within its SKUs/,
    );
  });
});
