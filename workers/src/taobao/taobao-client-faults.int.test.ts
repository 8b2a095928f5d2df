import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TaobaoError,
  TaobaoInvalidSessionError,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  TaobaoRetryableError,
} from './taobao-error.js';
import {
  appKey,
  receiver,
  type ServedTaobaoSimulator,
  sellerWithSession,
  sencha,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as TaobaoError,
  );

describe('TOP client failures against the simulator', () => {
  let served: ServedTaobaoSimulator;
  let seller: { nick: string; session: string };
  let shop: ReturnType<ReturnType<ServedTaobaoSimulator['client']>['seller']>;

  beforeAll(async () => {
    served = await serveTaobaoSimulator();
    seller = sellerWithSession(served, 'faulty-shop');
    shop = served.client().seller(seller);
  });

  afterEach(() => served.simulator.clearFaults());
  afterAll(() => served.close());

  describe('retryable', () => {
    it.each([
      ['isp', { code: 15, subCode: 'isp.top-remote-connection-timeout', transport: undefined }],
      ['http-5xx', { httpStatus: 502, transport: 'http-status' }],
      ['malformed', { transport: 'malformed-body' }],
    ] as const)('%s', async (kind, expected) => {
      served.simulator.failNext({ kind, method: 'taobao.items.onsale.get' });
      const error = await failure(shop.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoRetryableError);
      expect(error).toMatchObject({
        retryable: true,
        method: 'taobao.items.onsale.get',
        ...expected,
      });
      await expect(shop.onsaleItems()).resolves.toBeDefined();
    });

    it('rate-limit, after which the client waits the ban out', async () => {
      served.simulator.failNext({ kind: 'rate-limit' });
      const error = await failure(shop.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoRateLimitError);
      expect(error).toMatchObject({ code: 7, scope: 'app', retryAfterMs: 1000 });
      const started = performance.now();
      await shop.onsaleItems();
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('a timeout, when the platform is slower than the client waits', async () => {
      served.simulator.setFaults({ latencyMs: 400 });
      const impatient = served.client({ timeoutMs: 100 }).seller(seller);
      const error = await failure(impatient.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoRetryableError);
      expect(error).toMatchObject({ transport: 'timeout' });
      await expect(shop.onsaleItems()).resolves.toBeDefined();
    });

    it('a lost answer: the item was listed although the call failed, and is found by outer_id', async () => {
      served.simulator.failNext({ kind: 'http-5xx', method: 'taobao.item.add', afterEffect: true });
      const error = await failure(shop.addItem({ ...sencha, outerId: 'product-lost-answer' }));
      expect(error.retryable).toBe(true);
      const listed = [];
      for await (const item of shop.allOnsaleItems()) {
        if (item.outerId === 'product-lost-answer') listed.push(item);
      }
      expect(listed).toHaveLength(1);
    });

    it('a fifth of all calls, when the simulator fails 20% of them', async () => {
      served.simulator.setFaults({ failureRatio: 0.2, seed: 20 });
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, () =>
          shop.onsaleItems({ pageSize: 1 }).then(
            () => 'ok' as const,
            (error: unknown) => error,
          ),
        ),
      );
      const failures = outcomes.filter((outcome) => outcome !== 'ok');
      expect(failures.length).toBeGreaterThan(20);
      expect(failures.length).toBeLessThan(60);
      for (const error of failures) {
        expect(error).toBeInstanceOf(TaobaoRetryableError);
      }
      const kinds = new Set(served.simulator.calls().map((call) => call.fault));
      expect(kinds).toEqual(new Set([undefined, 'http-5xx', 'isp', 'rate-limit', 'malformed']));
    });
  });

  describe('permanent', () => {
    it.each([
      [
        'a price TOP refuses',
        () => shop.addItem({ ...sencha, price: '49.999' }),
        41,
        'isv.invalid-parameter',
      ],
      [
        'an item that is not the seller’s',
        () => shop.updateQuantity('999999999999', 1),
        15,
        'isv.item-not-exist',
      ],
      [
        'a trade that does not exist',
        () => shop.trade('3800000009999999'),
        15,
        'isv.trade-not-exist',
      ],
      [
        'a window longer than a day',
        () =>
          shop.soldTradesIncrement({
            startModified: new Date('2024-05-01T00:00:00Z'),
            endModified: new Date('2024-05-02T00:00:01Z'),
          }),
        41,
        'isv.invalid-parameter',
      ],
    ] as const)('%s', async (_, attempt, code, subCode) => {
      const error = await failure(attempt());
      expect(error).toBeInstanceOf(TaobaoPermanentError);
      expect(error).toMatchObject({ retryable: false, code, subCode });
    });

    it('shipping a trade twice: the second upload is refused', async () => {
      const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-twice' });
      const { tid } = served.simulator.placeTrade(seller.nick, {
        num_iid: numIid,
        num: 1,
        receiver,
      });
      const shipment = { tid: String(tid), outSid: 'EA123456789CN', companyCode: 'EMS' };
      await shop.sendOffline(shipment);
      const error = await failure(shop.sendOffline(shipment));
      expect(error).toBeInstanceOf(TaobaoPermanentError);
      expect(error.subCode).toBe('isv.logistics-offline-service-error');
      expect(served.simulator.shipments(seller.nick)).toHaveLength(1);
    });

    it('a tracking number that is not the carrier’s', async () => {
      const { numIid } = await shop.addItem({ ...sencha, outerId: 'product-mailno' });
      const { tid } = served.simulator.placeTrade(seller.nick, {
        num_iid: numIid,
        num: 1,
        receiver,
      });
      const error = await failure(
        shop.sendOffline({ tid: String(tid), outSid: 'not-ups', companyCode: 'UPS' }),
      );
      expect(error).toBeInstanceOf(TaobaoPermanentError);
      expect(error.subCode).toBe('isv.logistics-mailno-invalid');
    });

    it('a wrong app secret (code 25) or app key (code 29)', async () => {
      const forged = served.client({ appSecret: 'guessed' }).seller(seller);
      expect(await failure(forged.onsaleItems())).toMatchObject({ code: 25, retryable: false });
      const stranger = served.client({ appKey: `${appKey}9` }).seller(seller);
      expect(await failure(stranger.onsaleItems())).toMatchObject({ code: 29, retryable: false });
    });

    it('a clock more than ten minutes off (code 31)', async () => {
      const late = served.client({ now: () => Date.now() - 11 * 60_000 }).seller(seller);
      const error = await failure(late.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoPermanentError);
      expect(error.code).toBe(31);
      const slightlyLate = served.client({ now: () => Date.now() - 9 * 60_000 }).seller(seller);
      await expect(slightlyLate.onsaleItems()).resolves.toBeDefined();
    });
  });

  describe('invalid session: the seller must link again', () => {
    it('a session the seller revoked', async () => {
      const other = sellerWithSession(served, 'revoking-shop');
      const client = served.client().seller(other);
      await client.onsaleItems();
      served.simulator.revokeSessions(other.nick);
      const error = await failure(client.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoInvalidSessionError);
      expect(error).toMatchObject({ code: 27, subCode: 'invalid-sessionkey', retryable: false });
    });

    it('a session that is not one, or none', async () => {
      const unknown = served.client().seller({ nick: seller.nick, session: '6200deadbeef' });
      expect(await failure(unknown.onsaleItems())).toBeInstanceOf(TaobaoInvalidSessionError);
      const none = served.client().seller({ nick: seller.nick, session: '' });
      expect(await failure(none.onsaleItems())).toMatchObject({ code: 26 });
    });
  });
});

describe('an expired session', () => {
  it('is refused once the platform’s clock passes its end', async () => {
    let now = Date.now();
    const served = await serveTaobaoSimulator({ now: () => now, sessionTtlSeconds: 3600 });
    try {
      const shop = served.client().seller(sellerWithSession(served, 'expiring-shop'));
      await shop.onsaleItems();
      now += 3601_000;
      const error = await failure(shop.onsaleItems());
      expect(error).toBeInstanceOf(TaobaoInvalidSessionError);
      expect(error.subMsg).toBe('The session has expired.');
    } finally {
      await served.close();
    }
  });
});
