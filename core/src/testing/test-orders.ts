import type { OrderDraft } from '../orders/order.events.js';

/** The order number the order fixtures use. */
export const testOrderNumber = '10012345678901234';

/**
 * An order as checkout prices it: two Pocky boxes to Tokyo by Yamato, 21.98 USD in all.
 *
 * @example
 * const placed = { type: 'OrderPlaced', data: testOrderDraft({ paymentMethod: 'wallet' }) };
 */
export function testOrderDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    orderNumber: testOrderNumber,
    customerId: 'c-1',
    lines: [
      {
        productId: 2,
        variantId: null,
        title: 'Pocky',
        quantity: 2,
        unitMinor: 399,
        weightGrams: 70,
      },
    ],
    amounts: {
      currency: 'USD',
      subTotalMinor: 798,
      shippingMinor: 1400,
      taxMinor: 0,
      totalMinor: 2198,
      totalUsdCents: 2198,
    },
    recipient: {
      fullName: '山田 太郎',
      phone: '090',
      postalCode: '150-0001',
      country: 'JP',
      city: '渋谷区',
      address: '神宮前1-2-3',
    },
    courier: { id: 2, name: 'Yamato Transport' },
    paymentMethod: 'paypal',
    origin: 'https://ja.example.com',
    ...overrides,
  };
}
