import type { CurrencyCode, Recipient } from '@shop/core/shared';
import { shopApi } from '../api/shop-api';
import type { LineRequest } from '../cart/cart';
import { track } from '../feedback/activity';
import { readAffiliateId } from '../preference/preference-storage';
import { browserStorage } from '../storage/key-value-storage';
import type { Order, PlacedOrder } from './order';
import { decodeOrder, decodeOrdersPage, decodePlacedOrder, type OrdersPage } from './order.decode';

const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

const ordersPath = (page: number) => `/orders?page=${page}`;

/** A page of the customer's orders, newest first (20 a page). */
export async function fetchOrders(page = 1): Promise<OrdersPage> {
  return decodeOrdersPage(await track(shopApi.request(ordersPath(page))));
}

export async function fetchOrder(orderNumber: string): Promise<Order> {
  return decodeOrder(await track(shopApi.request(orderPath(orderNumber))));
}

/**
 * The order again while a page waits for a step under way: no loading bar, which would flash at
 * every question.
 */
export async function pollOrder(orderNumber: string): Promise<Order> {
  return decodeOrder(await shopApi.request(orderPath(orderNumber)));
}

/** The first page again while an order on it has a step under way, as quietly as {@link pollOrder}. */
export async function pollOrders(): Promise<OrdersPage> {
  return decodeOrdersPage(await shopApi.request(ordersPath(1)));
}

export async function cancelOrder(orderNumber: string): Promise<Order> {
  return decodeOrder(
    await track(shopApi.request(`${orderPath(orderNumber)}/cancel`, { method: 'POST' })),
  );
}

/** After PayPal approval: the server captures the payment and answers with the paid order. */
export async function capturePayPal(orderNumber: string, token: string): Promise<Order> {
  return decodeOrder(
    await track(
      shopApi.request(`${orderPath(orderNumber)}/paypal/capture`, {
        method: 'POST',
        body: { token },
      }),
    ),
  );
}

export async function cancelPayPal(orderNumber: string): Promise<void> {
  await track(shopApi.request(`${orderPath(orderNumber)}/paypal/cancel`, { method: 'POST' }));
}

/** `POST /orders`: every price, fee and tax is the server's to work out. */
export interface OrderRequest {
  readonly items: readonly LineRequest[];
  readonly courierId: number;
  readonly currency: CurrencyCode;
  readonly paymentMethod: 'paypal' | 'wallet';
  readonly recipient: Recipient;
}

export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return decodePlacedOrder(
    await track(
      shopApi.request('/orders', {
        method: 'POST',
        // The affiliate of the `?aid=` link the shopper came through, if still current.
        body: { ...request, affiliateId: readAffiliateId(browserStorage()) },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
  );
}
