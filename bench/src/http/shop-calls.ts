import type { ShopCall } from './load.js';

const languages = ['en-US', 'ko', 'ja', 'zh-CN'] as const;
const keywords = ['matcha', 'pocky', 'chocolate', 'ramen', 'yuzu', 'tea', 'kit kat', 'mint'];

/**
 * The shopper's catalogue calls as the storefront makes them (`storefront/src/catalog/
 * catalog-paths.ts`), over `products` products, each connection cycling through several keys.
 */
export function catalogueCalls(products: number): ShopCall[] {
  return [
    {
      name: 'product list, page 1',
      requests: () =>
        languages.map((lang) => ({ path: `/api/products?pageSize=12&lang=${lang}&currency=USD` })),
    },
    {
      name: 'list: KRW + category + price low-high',
      requests: () =>
        ['sweets', 'teas', 'snacks', 'beverages'].flatMap((cid) =>
          [1, 2, 3].map((page) => ({
            path: `/api/products?cid=${cid}&sort=low&page=${page}&pageSize=12&lang=ko&currency=KRW`,
          })),
        ),
    },
    {
      name: 'title search',
      requests: () =>
        keywords.map((keyword) => ({
          path: `/api/search?keyword=${encodeURIComponent(keyword)}&pageSize=12&lang=en-US&currency=USD`,
        })),
    },
    {
      name: 'product page',
      requests: (connection) =>
        Array.from({ length: 20 }, (_, index) => ({
          path: `/api/products/${1 + ((connection * 7919 + index * 104_729) % products)}?lang=ja&currency=JPY`,
        })),
    },
  ];
}

/**
 * Add to cart: each connection is another signed-in customer adding, in turn, ten of
 * `productIds` (products well in stock), so no cart line nears its stock or the quantity limit.
 */
export function addToCartCall(tokens: readonly string[], productIds: readonly number[]): ShopCall {
  return {
    name: 'add to cart',
    headers: (connection) => ({
      authorization: `Bearer ${tokens[connection % tokens.length]}`,
    }),
    requests: (connection) =>
      Array.from({ length: 10 }, (_, index) => ({
        method: 'POST',
        path: '/api/cart?lang=en-US&currency=USD',
        body: { id: productIds[(connection * 10 + index) % productIds.length], quantity: 1 },
      })),
  };
}

/** A recipient in Tokyo, written in Japanese as a Japan address must be. */
const recipient = {
  fullName: '山田 太郎',
  phone: '+81 90-1234-5678',
  postalCode: '150-0001',
  country: 'JP',
  province: '13',
  city: '渋谷区',
  address: '神宮前1-2-3',
};

export const placeOrderAsyncName = 'place order, 202 (respond-async)';

/**
 * Place order, paid through PayPal, two lines: each connection another signed-in customer, each
 * order two other products well in stock and a fresh Idempotency-Key. The answer comes once the
 * order's stock is set aside and PayPal's approval link is known; with `async`, (`Prefer:
 * respond-async`) a 202 once the order is recorded, the workflows doing the rest after.
 */
export function placeOrderCall(
  tokens: readonly string[],
  productIds: readonly number[],
  { async = false }: { async?: boolean } = {},
): ShopCall {
  return {
    name: async ? placeOrderAsyncName : 'place order (PayPal, 2 lines)',
    headers: (connection) => ({
      authorization: `Bearer ${tokens[connection % tokens.length]}`,
      ...(async ? { prefer: 'respond-async' } : {}),
    }),
    requests: (connection) =>
      Array.from({ length: 10 }, (_, index) => ({
        method: 'POST',
        path: '/api/orders',
        idempotencyKey: true,
        body: {
          items: [0, 1].map((line) => ({
            id: productIds[(connection * 20 + index * 2 + line) % productIds.length],
            quantity: 1,
          })),
          currency: 'USD',
          paymentMethod: 'paypal',
          recipient,
        },
      })),
  };
}
