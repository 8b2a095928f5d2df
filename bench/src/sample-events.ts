import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@shop/core';

const products = [
  ['Matcha KitKat, 12 mini bars', 'sweets', 1299],
  ['Hojicha roasted green tea, 20 bags', 'teas', 899],
  ['Calbee shrimp chips, 90 g', 'snacks', 349],
  ['Ramune soda, original, 200 ml', 'beverages', 249],
  ['Trident spearmint gum, 14 pieces', 'gums', 199],
] as const;

/**
 * Events shaped like the shop's own: each command (one correlation id) records a few events
 * whose data carries line items, prices and an address, about 0.7 kB as JSON.
 */
export function sampleCommandEvents(perCommand = 3): NewEvent[] {
  const correlationId = randomUUID();
  const customerId = randomUUID();
  return Array.from({ length: perCommand }, (_, index) => {
    const items = products
      .slice(index % 3, (index % 3) + 3)
      .map(([title, category, price], line) => ({
        productId: 1000 + line * 7 + index,
        title,
        category,
        quantity: 1 + ((line + index) % 3),
        unitPrice: { amount: price, currency: 'USD' },
      }));
    return {
      id: randomUUID(),
      type: ['CartItemAdded', 'OrderPlaced', 'StockReserved'][index % 3] ?? 'OrderPlaced',
      data: {
        customerId,
        items,
        subtotal: {
          amount: items.reduce((sum, item) => sum + item.unitPrice.amount * item.quantity, 0),
          currency: 'USD',
        },
        shippingFee: { amount: 2000, currency: 'USD' },
        recipient: {
          fullName: '山田 太郎',
          phone: '+81 90-1234-5678',
          postalCode: '150-0001',
          country: 'JP',
          province: '東京都',
          city: '渋谷区',
          address: '神宮前1-2-3',
        },
      },
      metadata: {
        correlationId,
        causationId: null,
        actor: { kind: 'user', userId: customerId, role: 'customer' },
        occurredAt: new Date().toISOString(),
      },
    };
  });
}
