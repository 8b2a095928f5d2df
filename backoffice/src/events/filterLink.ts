import type { EventFilter } from './types';

/**
 * The query string that opens a react-admin list with `filter` applied; the list reads it as
 * JSON from the `filter` parameter and shows the matching filter inputs.
 *
 * @example
 * filterSearch({ stream_name: 'order-1' }) // '?filter=%7B%22stream_name%22%3A%22order-1%22%7D'
 */
export const filterSearch = (filter: EventFilter): string =>
  `?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
