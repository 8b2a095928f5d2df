import { type CurrencyCode, currencies, maxCartQuantity } from '@shop/core/shared';
import type { CartItem, LineRequest } from './cart';

/** Which line of the cart: the product and, when it has one, its variant. */
export type LineKey = Pick<CartItem, 'id' | 'variantId'>;

export function sameLine(a: LineKey, b: LineKey): boolean {
  return a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);
}

/** The most of a product a line may hold: its stock, and never more than the server takes. */
export function lineLimit(stock: number): number {
  return Math.min(stock, maxCartQuantity);
}

/**
 * Whether a line may be set to `quantity`: a whole number, not 0, not above the stock (spec §4,
 * §5) nor the server's limit. Anything else leaves the line as it was.
 */
export function canSetQuantity(quantity: number, stock: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= lineLimit(stock);
}

/** A quantity as asked for: missing (or not a positive whole number) means 1. */
function wantedQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}

export type NewItem = Omit<CartItem, 'quantity'> & { readonly quantity?: number };

/**
 * Adds to the cart (spec §4): a line already there grows by the quantity, and takes the fresh
 * copy's title, price and stock; otherwise the item goes at the end. A missing quantity is 1.
 * Neither ever goes above the stock, which the cart may not exceed (spec §5).
 *
 * @example addItem([{ ...kitkat, quantity: 2 }], { ...kitkat, quantity: 3 })[0].quantity // 5
 */
export function addItem(items: readonly CartItem[], item: NewItem): readonly CartItem[] {
  const adding = wantedQuantity(item.quantity);
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) {
    if (item.stock < 1) return items;
    return [...items, { ...item, quantity: Math.min(adding, lineLimit(item.stock)) }];
  }
  const quantity = Math.max(
    existing.quantity,
    Math.min(existing.quantity + adding, lineLimit(item.stock)),
  );
  return items.map((line) => (line === existing ? { ...existing, ...item, quantity } : line));
}

/** Sets a line's quantity if {@link canSetQuantity} allows it; otherwise returns `items`. */
export function setQuantity(
  items: readonly CartItem[],
  key: LineKey,
  quantity: number,
): readonly CartItem[] {
  const line = items.find((item) => sameLine(item, key));
  if (!line || line.quantity === quantity || !canSetQuantity(quantity, line.stock)) return items;
  return items.map((item) => (item === line ? { ...line, quantity } : item));
}

export function removeItem(items: readonly CartItem[], key: LineKey): readonly CartItem[] {
  return items.some((item) => sameLine(item, key))
    ? items.filter((item) => !sameLine(item, key))
    : items;
}

/**
 * A guest cart added into another one line by line, as the server's merge does after sign-in,
 * so the cart looks right before its answer arrives.
 */
export function mergeItems(
  into: readonly CartItem[],
  from: readonly CartItem[],
): readonly CartItem[] {
  return from.reduce<readonly CartItem[]>((items, item) => addItem(items, item), into);
}

/** The lines as the API takes them (`POST /cart/merge`, `POST /orders`). */
export function lineRequests(items: readonly CartItem[]): readonly LineRequest[] {
  return items.map(({ id, variantId, quantity }) =>
    variantId === undefined ? { id, quantity } : { id, variantId, quantity },
  );
}

/** How many things are in the cart: the header badge. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/** An amount rounded to the currency's decimals (none for won and yen). */
export function roundAmount(amount: number, currency: CurrencyCode): number {
  const scale = 10 ** currencies[currency].decimals;
  return Math.round(amount * scale) / scale;
}

/** The sum of the lines, in `currency` (every line is in it: the cart loads in one currency). */
export function subTotal(items: readonly CartItem[], currency: CurrencyCode): number {
  const scale = 10 ** currencies[currency].decimals;
  // Summed in minor units, so 0.1 + 0.2 does not come out as 0.30000000000000004.
  const minor = items.reduce(
    (sum, item) => sum + Math.round(item.charged * scale) * item.quantity,
    0,
  );
  return minor / scale;
}
