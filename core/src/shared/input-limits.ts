/**
 * What the server's input schemas accept, so that the apps' forms refuse the same things before
 * sending them. Each limit is far above what a real shopper or product needs.
 */

/** The largest id a client may name (a PostgreSQL integer). */
export const maxId = 2_147_483_647;

/** The most of one product a cart line or an order line takes, whatever the stock: a typo, not an order. */
export const maxCartQuantity = 999;

/** The most lines one order takes. */
export const maxOrderLines = 100;

/** Longest text, in characters, of each field of an order's recipient. */
export const recipientLimits = {
  fullName: 100,
  phone: 30,
  secondaryPhone: 30,
  postalCode: 20,
  province: 100,
  city: 100,
  address: 200,
  address2: 200,
  customsId: 50,
} as const;

/** A phone number shorter than this cannot be dialled. */
export const minPhoneLength = 5;

/** A wallet deposit lies between a dollar and ten thousand, in US cents. */
export const depositLimits = { minUsdCents: 100, maxUsdCents: 1_000_000 } as const;

/** A product as staff enter it: text lengths, list sizes and amounts. */
export const productLimits = {
  id: maxId,
  title: 500,
  description: 5000,
  brand: 100,
  tag: 50,
  tags: 30,
  sku: 64,
  size: 50,
  alt: 100,
  variants: 50,
  images: 50,
  weightGrams: 100_000,
  /** US dollars. */
  price: 1_000_000,
  /** Percent. */
  discount: 90,
  stock: 1_000_000,
  stockReason: 200,
} as const;

/** A category is a slug: lowercase letters and hyphens, starting with a letter. */
export const categorySlug = /^[a-z][a-z-]*$/;
