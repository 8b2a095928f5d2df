export type QueryValue = string | number | readonly string[] | undefined;

/**
 * A query string from named values, leaving out the empty ones; lists are comma-separated, as
 * the API reads them.
 *
 * @example queryString({ cid: 'sweets', brand: ['meiji', 'calbee'], page: undefined })
 * // '?cid=sweets&brand=meiji%2Ccalbee'
 */
export function queryString(values: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const text = typeof value === 'object' ? value.join(',') : value?.toString();
    if (text) params.set(name, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
