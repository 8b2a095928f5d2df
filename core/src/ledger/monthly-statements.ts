/** A balance-moving entry as statements count it. */
export interface StatementEntry {
  readonly occurredAt: Date | string;
  readonly direction: 'credit' | 'debit';
  readonly amountCents: number;
}

/** One month of a wallet; closing = opening + income − outgo, always. */
export interface MonthlyStatement {
  /** `YYYY-MM`, in UTC. */
  readonly month: string;
  readonly openingCents: number;
  readonly incomeCents: number;
  readonly outgoCents: number;
  readonly closingCents: number;
  readonly entries: number;
}

/** `YYYY-MM` of a moment, in UTC. */
export function monthOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * Monthly statements of a wallet from its posted entries (pending charges move no money), in
 * order of posting: every month from the first entry's to `until` (default: the last entry's),
 * months without entries included, each opening where the last one closed.
 *
 * @example
 * monthlyStatements([{ occurredAt: '2026-09-03T10:00:00Z', direction: 'credit', amountCents: 5000 }])
 * // [{ month: '2026-09', openingCents: 0, incomeCents: 5000, outgoCents: 0, closingCents: 5000, entries: 1 }]
 */
export function monthlyStatements(
  entries: readonly StatementEntry[],
  { until }: { until?: string } = {},
): MonthlyStatement[] {
  const first = entries[0];
  if (!first) return [];
  const byMonth = new Map<string, { income: number; outgo: number; count: number }>();
  let last = monthOf(first.occurredAt);
  for (const entry of entries) {
    const month = monthOf(entry.occurredAt);
    if (month > last) last = month;
    const totals = byMonth.get(month) ?? { income: 0, outgo: 0, count: 0 };
    if (entry.direction === 'credit') totals.income += entry.amountCents;
    else totals.outgo += entry.amountCents;
    totals.count += 1;
    byMonth.set(month, totals);
  }
  if (until && until > last) last = until;
  const statements: MonthlyStatement[] = [];
  let opening = 0;
  for (let month = monthOf(first.occurredAt); month <= last; month = nextMonth(month)) {
    const totals = byMonth.get(month) ?? { income: 0, outgo: 0, count: 0 };
    const closing = opening + totals.income - totals.outgo;
    statements.push({
      month,
      openingCents: opening,
      incomeCents: totals.income,
      outgoCents: totals.outgo,
      closingCents: closing,
      entries: totals.count,
    });
    opening = closing;
  }
  return statements;
}
