/** An order number: "100" and 14 digits. */
const orderNumberPattern = /^100\d{14}$/;

/**
 * The API address of an order as it stood at `moment` (a datetime-local value in the browser's
 * zone), or null while the number or the moment is not complete.
 *
 * @example
 * orderAtUrl(' 10012345678901234 ', new Date('2026-11-01T12:00:00Z'))
 * // '/api/admin/orders/10012345678901234?at=2026-11-01T12%3A00%3A00.000Z'
 */
export function orderAtUrl(orderNumber: string, moment: Date): string | null {
  const number = orderNumber.trim();
  if (!orderNumberPattern.test(number) || Number.isNaN(moment.getTime())) return null;
  return `/api/admin/orders/${number}?at=${encodeURIComponent(moment.toISOString())}`;
}

/** The back office's address of the time-travel page opened on one order. */
export function timeTravelLink(orderNumber: string): string {
  return `/time-travel?order=${encodeURIComponent(orderNumber)}`;
}

/** The order number a time-travel address carries (`?order=`), or ''. */
export function orderFromSearch(search: string): string {
  return new URLSearchParams(search).get('order')?.trim() ?? '';
}
