import { maxCartQuantity } from '@shop/core/shared';

/**
 * The quantity a shopper may ask for: a whole number from 1 up to the stock (and the most a
 * cart line takes). A sold-out product
 * still shows 1 (the box is disabled then).
 *
 * @example clampQuantity(0, 5) // 1
 * @example clampQuantity(9, 5) // 5
 */
export function clampQuantity(wanted: number, stock: number): number {
  if (!Number.isFinite(wanted)) return 1;
  const most = Math.max(1, Math.min(Math.floor(stock), maxCartQuantity));
  return Math.min(Math.max(1, Math.round(wanted)), most);
}
