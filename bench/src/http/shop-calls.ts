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
