import { idempotencyKey, tokyoRecipient } from '../orders/checkout-test-kit.js';

export interface Shopper {
  readonly userId: string;
  readonly token: string;
}

/** What the load saw: answers by status ("error" when no answer came), orders placed. */
export interface LoadReport {
  readonly answers: Record<string, number>;
  readonly placedOrders: string[];
}

/**
 * Shoppers filling carts, checking out with their wallets and cancelling some orders, until
 * `stop` is aborted (and at least `minVisits` visits are done). Failures are counted, not
 * thrown: the services behind the shop are being killed and restarted meanwhile.
 *
 * @example
 * const load = runShopLoad({ base, shoppers, productIds: [1, 2, 3], signal, minVisits: 50 });
 */
export async function runShopLoad({
  base,
  shoppers,
  productIds,
  signal,
  minVisits,
  width = 6,
}: {
  base: string;
  shoppers: readonly Shopper[];
  productIds: readonly number[];
  signal: AbortSignal;
  minVisits: number;
  width?: number;
}): Promise<LoadReport> {
  const answers: Record<string, number> = {};
  const placedOrders: string[] = [];
  const call = async (
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      answers[response.status] = (answers[response.status] ?? 0) + 1;
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      answers.error = (answers.error ?? 0) + 1;
      return { status: 0, body: null };
    }
  };

  let visits = 0;
  const visit = async (index: number) => {
    const shopper = shoppers[index % shoppers.length] as Shopper;
    const first = productIds[index % productIds.length] as number;
    const second = productIds[(index + 1) % productIds.length] as number;
    await call('POST', '/api/cart', shopper.token, { id: first, quantity: 1 + (index % 2) });
    await call('PUT', `/api/cart/items/${first}`, shopper.token, { quantity: 1 });
    if (index % 4 === 0) await call('DELETE', `/api/cart/items/${first}`, shopper.token);
    const placed = await call(
      'POST',
      '/api/orders',
      shopper.token,
      {
        items: [
          { id: first, quantity: 1 },
          { id: second, quantity: 1 + (index % 3) },
        ],
        currency: 'USD',
        paymentMethod: 'wallet',
        recipient: tokyoRecipient,
      },
      { 'idempotency-key': idempotencyKey() },
    );
    const orderNumber = (placed.body as { orderNumber?: string } | null)?.orderNumber;
    if (placed.status !== 201 || !orderNumber) return;
    placedOrders.push(orderNumber);
    if (index % 3 === 0) await call('POST', `/api/orders/${orderNumber}/cancel`, shopper.token);
  };

  await Promise.all(
    Array.from({ length: width }, async () => {
      while (!signal.aborted || visits < minVisits) await visit(visits++);
    }),
  );
  return { answers, placedOrders };
}
