/** A CNY price as TOP takes and gives it: yuan with at most two decimals, e.g. `12.5` or `12.50`. */
const pricePattern = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** TOP's range for an item's price: 0.01 to 100,000,000 yuan. */
const maxPriceFen = 100_000_000_00;

/**
 * Integer fen (CNY minor units) as TOP's decimal string.
 *
 * @example
 * taobaoPrice(1990) // '19.90'
 */
export function taobaoPrice(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 1 || fen > maxPriceFen) {
    throw new RangeError(`${fen} fen is not a price TOP takes (0.01 to 100000000.00 yuan)`);
  }
  return yuan(fen);
}

/** Any non-negative amount of fen in yuan with two decimals, e.g. a trade's total. */
export function yuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`${fen} is not an amount of fen`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * TOP's decimal string back as integer fen; `undefined` for anything that is not one.
 *
 * @example
 * taobaoPriceFen('19.9') // 1990
 */
export function taobaoPriceFen(price: string): number | undefined {
  const parts = pricePattern.exec(price);
  if (!parts) return undefined;
  const fraction = (parts[2] ?? '.').slice(1).padEnd(2, '0');
  return Number(parts[1]) * 100 + Number(fraction);
}

/** Whether TOP would take `price` as an item's price. */
export function isTaobaoPrice(price: string): boolean {
  const fen = taobaoPriceFen(price);
  return fen !== undefined && fen >= 1 && fen <= maxPriceFen;
}
