import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

interface Order {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  total: number;
  approvalUrl?: string | null;
}
type Answer = { status: number; body: Order & ApiError & { error: { orderNumber?: string } } };

/**
 * Repeats, retries and races against checkout, wallet and cancel: no cent and no unit may be
 * created or lost.
 */
describe('money and stock integrity', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One customer fires hundreds of PayPal checkouts here: the unpaid-order limit has its own test.
    server = await startTestServer({ MAX_UNPAID_ORDERS: '1000' });
    await server.listProducts([
      testProduct(1, { title: { 'en-US': 'Pocky' }, priceCents: 1000, stock: 10_000 }),
      testProduct(2, { title: { 'en-US': 'Last Yuzu Candy' }, priceCents: 450, stock: 5 }),
      testProduct(3, { title: { 'en-US': 'Hojicha' }, priceCents: 899, stock: 1000 }),
    ]);
  });
  afterAll(() => server.close());

  async function customer(email: string) {
    const { userId } = await server.registerUser(email, 'customer');
    return { userId, token: (await server.login(email)).token };
  }

  function order(token: string, body: unknown, key = idempotencyKey()): Promise<Answer> {
    return fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Order & ApiError,
    }));
  }
  const basket = (items: unknown[], paymentMethod = 'paypal') => ({
    items,
    currency: 'USD',
    paymentMethod,
    recipient: tokyoRecipient,
  });

  async function walletOf(userId: string) {
    const wallet = await server.db
      .selectFrom('wallets')
      .select('balance_cents')
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    const entries = await server.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('owner_id', '=', userId)
      .orderBy('revision')
      .execute();
    return { balance: Number(wallet?.balance_cents ?? 0), entries };
  }

  /** The wallet read model once it holds every entry the wallet stream has. */
  async function settledWallet(userId: string) {
    await expect
      .poll(async () => {
        const events = await server.store.readStream(`wallet-${userId}`);
        return (await walletOf(userId)).entries.length === events.length;
      })
      .toBe(true);
    return walletOf(userId);
  }

  /**
   * The customers' orders once the workflows are done with them: an answer may come before
   * (under load, a checkout answers "still in progress" after 10 s).
   */
  async function settledOrders(customerIds: readonly string[]) {
    const rows = () =>
      server.db
        .selectFrom('orders')
        .select(['order_number', 'status', 'payment_status', 'in_progress', 'lines', 'payment_url'])
        .where('customer_id', 'in', customerIds)
        .execute();
    await expect
      .poll(async () => (await rows()).filter((row) => row.in_progress).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(0);
    return rows();
  }

  function sumOf(entries: Awaited<ReturnType<typeof walletOf>>['entries']) {
    return entries.reduce(
      (sum, entry) => sum + (entry.direction === 'credit' ? 1 : -1) * Number(entry.amount_cents),
      0,
    );
  }

  it('places exactly as many wallet orders as the balance covers, out of 200 at once', {
    timeout: 180_000,
  }, async () => {
    const rich = await customer('rich@example.com');
    await server.fundWallet(rich.userId, 1_000_000);
    const probe = await order(rich.token, basket([{ id: 1, quantity: 1 }], 'wallet'));
    expect(probe.status).toBe(201);
    const totalCents = Math.round(probe.body.total * 100);

    const ann = await customer('ann-wallet@example.com');
    await server.fundWallet(ann.userId, totalCents * 50 + totalCents - 1);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        order(ann.token, basket([{ id: 1, quantity: 1 }], 'wallet')),
      ),
    );
    // Under load an answer may come while the order is still being set up (201, in progress).
    expect(answers.every((answer) => answer.status === 201 || answer.status === 402)).toBe(true);
    for (const refused of answers.filter((answer) => answer.status === 402)) {
      expect(refused.body.error.message).toBe('Deposit balance is not enough');
    }
    const orders = await settledOrders([ann.userId]);
    expect(orders).toHaveLength(200);
    expect(orders.filter((row) => row.payment_status === 'paid')).toHaveLength(50);
    const refusedNumbers = new Set(
      orders.filter((row) => row.status === 'Cancelled').map((row) => row.order_number),
    );
    expect(refusedNumbers.size).toBe(150);
    for (const answer of answers.filter((a) => a.status === 402)) {
      expect(refusedNumbers.has(answer.body.error.orderNumber ?? '')).toBe(true);
    }

    const { balance, entries } = await settledWallet(ann.userId);
    expect(balance).toBe(totalCents - 1);
    expect(sumOf(entries)).toBe(balance);
    expect(entries.every((entry) => Number(entry.balance_cents) >= 0)).toBe(true);
    expect(entries.filter((entry) => entry.code === 'ORDER_PAYMENT')).toHaveLength(50);
  });

  it('makes one order of the same Idempotency-Key sent 50 times at once, with one answer', {
    timeout: 60_000,
  }, async () => {
    const bea = await customer('bea@example.com');
    const key = idempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order(bea.token, basket([{ id: 3, quantity: 2 }]), key)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.approvalUrl)).size).toBe(1);
    const orders = await server.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', bea.userId)
      .execute();
    expect(orders).toHaveLength(1);
    const other = await order(bea.token, basket([{ id: 3, quantity: 1 }]), key);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('sells at most the 5 in stock to 50 checkouts at once, duplicate lines counted together', {
    timeout: 120_000,
  }, async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => customer(`rush-${index}@example.com`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const shopper = shoppers[index % shoppers.length] as { token: string };
        // Every third checkout asks for the product twice, as two lines of one.
        const items =
          index % 3 === 0
            ? [
                { id: 2, quantity: 1 },
                { id: 2, quantity: 1 },
              ]
            : [{ id: 2, quantity: 1 }];
        return order(shopper.token, basket(items));
      }),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const rows = (await settledOrders(shoppers.map((shopper) => shopper.userId))).filter(
      (row) => row.status !== 'Cancelled',
    );
    const units = rows
      .flatMap((row) => row.lines as { productId: number; quantity: number }[])
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(units).toBeLessThanOrEqual(5);
    expect(units).toBeGreaterThanOrEqual(4);
    const levels = await server.db
      .selectFrom('product_stock')
      .selectAll()
      .where('product_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(levels.available).toBeGreaterThanOrEqual(0);
    expect(levels.available + levels.reserved + levels.committed).toBe(5);
    expect(levels.reserved).toBe(units);
  });

  it('refunds a wallet-paid order once, however often and however concurrently it is cancelled', async () => {
    const cai = await customer('cai@example.com');
    await server.fundWallet(cai.userId, 100_000);
    const placed = await order(cai.token, basket([{ id: 3, quantity: 1 }], 'wallet'));
    expect(placed.body.paymentStatus).toBe('paid');
    const cancel = () =>
      server.request<Order>('POST', `/api/orders/${placed.body.orderNumber}/cancel`, {
        token: cai.token,
      });
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await cancel());
    const concurrent = await Promise.all(Array.from({ length: 10 }, cancel));
    for (const answer of [...sequential, ...concurrent]) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('Cancelled');
    }
    const { balance, entries } = await settledWallet(cai.userId);
    expect(entries.filter((entry) => entry.code === 'REFUND')).toHaveLength(1);
    expect(balance).toBe(100_000);
    expect(sumOf(entries)).toBe(balance);
  });

  it('refunds a PayPal-paid order once at PayPal, whatever the cancels', async () => {
    const dan = await customer('dan@example.com');
    const placed = await order(dan.token, basket([{ id: 3, quantity: 1 }]));
    await approveAtPayPal(placed.body.approvalUrl ?? '');
    const paid = await server.request<Order>(
      'POST',
      `/api/orders/${placed.body.orderNumber}/paypal/capture`,
      { token: dan.token },
    );
    expect(paid.body.paymentStatus).toBe('paid');
    const cancel = () =>
      server.request<Order>('POST', `/api/orders/${placed.body.orderNumber}/cancel`, {
        token: dan.token,
      });
    for (let i = 0; i < 10; i++) await cancel();
    await Promise.all(Array.from({ length: 10 }, cancel));

    const refunds = async () =>
      (await server.store.readStream(`payment-order-${placed.body.orderNumber}`)).filter(
        (event) => event.type === 'PaymentRefunded',
      );
    await expect.poll(async () => (await refunds()).length).toBe(1);
    const [refund] = await refunds();
    expect(refund?.data).toMatchObject({ amount: { value: paid.body.total.toFixed(2) } });
    const orderEvents = await server.store.readStream(`order-${placed.body.orderNumber}`);
    expect(orderEvents.filter((event) => event.type === 'OrderRefunded')).toHaveLength(1);
    expect(orderEvents.filter((event) => event.type === 'OrderCancelled')).toHaveLength(1);
  });

  it('takes no money for a cancelled order when capture and cancel race', async () => {
    const eve = await customer('eve@example.com');
    for (let round = 0; round < 5; round++) {
      const placed = await order(eve.token, basket([{ id: 3, quantity: 1 }]));
      await approveAtPayPal(placed.body.approvalUrl ?? '');
      const number = placed.body.orderNumber;
      await Promise.all([
        server.request('POST', `/api/orders/${number}/paypal/capture`, { token: eve.token }),
        server.request('POST', `/api/orders/${number}/cancel`, { token: eve.token }),
      ]);
      // Either nothing was taken, or what was taken is given back.
      await expect
        .poll(async () => {
          const payment = await server.store.readStream(`payment-order-${number}`);
          const captured = payment.some((event) => event.type === 'PaymentCaptured');
          const refunded = payment.some((event) => event.type === 'PaymentRefunded');
          const orderEvents = await server.store.readStream(`order-${number}`);
          const cancelled = orderEvents.some((event) => event.type === 'OrderCancelled');
          return cancelled ? !captured || refunded : captured;
        })
        .toBe(true);
    }
  });

  /** The buyer approves the payment on the PayPal simulator's page. */
  async function approveAtPayPal(approvalUrl: string) {
    const token = new URL(approvalUrl).searchParams.get('token') ?? '';
    const approved = await fetch(new URL('/simulators/paypal/checkoutnow', approvalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'pay' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
  }
});
