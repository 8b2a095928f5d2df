import type { OrderLine } from '@shop/core';

/** Units per product: lines of the same product (other variants too) take from one stock. */
export function unitsByProduct(lines: readonly OrderLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  // Ascending ids, so two orders of the same products never wait on each other in turn.
  return new Map([...units].sort(([a], [b]) => a - b));
}
