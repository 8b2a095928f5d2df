import { z } from 'zod';
import { AppError } from '../http/app-error.js';

const day = 86_400_000;
const moment = z.union([
  z.iso.date().transform((value) => ({ value, dateOnly: true })),
  z.iso.datetime({ offset: true }).transform((value) => ({ value, dateOnly: false })),
]);

export interface Period {
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
}

/**
 * `from`/`to` of a query: dates (`2026-11-01`, `to` taking the whole day) or ISO times; by
 * default the last 30 days. At most 400 days.
 *
 * @example
 * parsePeriod({ from: '2026-11-01', to: '2026-11-30' }) // Nov 1 00:00 to Dec 1 00:00 UTC
 */
export function parsePeriod(
  query: { from?: unknown; to?: unknown },
  now = new Date(),
  defaultDays = 30,
): Period {
  const parse = (raw: unknown, name: string) => {
    if (raw === undefined || raw === '') return null;
    const parsed = moment.safeParse(raw);
    if (!parsed.success) {
      throw new AppError(400, 'invalid_period', `${name} is a date (2026-11-01) or an ISO time.`);
    }
    return parsed.data;
  };
  const from = parse(query.from, 'from');
  const to = parse(query.to, 'to');
  const end = to
    ? new Date(Date.parse(to.value) + (to.dateOnly ? day : 0))
    : new Date(Math.ceil(now.getTime() / day) * day);
  const start = from ? new Date(from.value) : new Date(end.getTime() - defaultDays * day);
  if (start >= end) throw new AppError(400, 'invalid_period', 'from is before to.');
  if (end.getTime() - start.getTime() > 400 * day) {
    throw new AppError(400, 'invalid_period', 'A period is at most 400 days.');
  }
  return { from: start, to: end };
}

/** One moment: `at` as an ISO time (or a date: its end), or now. */
export function parseMoment(raw: unknown, now = new Date()): Date {
  if (raw === undefined || raw === '') return now;
  const parsed = moment.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(400, 'invalid_moment', 'at is an ISO time such as 2026-11-01T12:00:00Z.');
  }
  const at = Date.parse(parsed.data.value) + (parsed.data.dateOnly ? day - 1 : 0);
  return new Date(at);
}

/** `from`/`to` as the API reference shows them. */
export const periodQuery = z.object({
  from: z
    .string()
    .optional()
    .describe('A date (2026-11-01) or an ISO time; by default 30 days ago.'),
  to: z.string().optional().describe('A date (the whole day) or an ISO time; by default now.'),
});
