import { type AdminOrderColumn, adminOrderFields } from '@shop/core/shared';
import type { OrderRecord } from './types';

/** The list's columns, in its order (shared with the server's sorts): the CSV has the same. */
export const csvColumns: readonly (AdminOrderColumn & keyof OrderRecord)[] = adminOrderFields;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is a number, even a negative one (a loss): only text can hold a formula.
  if (typeof value === 'number') return String(value);
  const text = String(value);
  // A cell that starts like a formula would run in a spreadsheet: make it text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The orders as CSV with a header row of `headers` (translated column names).
 *
 * @example
 * ordersCsv(records, csvColumns.map((column) => translate(`resources.orders.fields.${column}`)))
 */
export function ordersCsv(records: readonly OrderRecord[], headers: readonly string[]): string {
  const rows = records.map((record) => csvColumns.map((column) => cell(record[column])).join(','));
  return [headers.map(cell).join(','), ...rows].join('\r\n');
}
