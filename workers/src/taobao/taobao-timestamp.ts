/** China Standard Time, which TOP's timestamps are written in: UTC+8, no daylight saving. */
const chinaOffsetMs = 8 * 3_600_000;

const topTimestampPattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A moment as TOP writes it: `yyyy-MM-dd HH:mm:ss` in GMT+8, whatever the machine's time zone.
 *
 * @example
 * topTimestamp(Date.UTC(2016, 0, 1, 4, 0, 0)) // '2016-01-01 12:00:00'
 */
export function topTimestamp(moment: Date | number): string {
  const china = new Date((typeof moment === 'number' ? moment : moment.getTime()) + chinaOffsetMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${china.getUTCFullYear()}-${two(china.getUTCMonth() + 1)}-${two(china.getUTCDate())} ${two(
    china.getUTCHours(),
  )}:${two(china.getUTCMinutes())}:${two(china.getUTCSeconds())}`;
}

/**
 * Reads a TOP timestamp (GMT+8) back as a `Date`; `undefined` for anything else, including
 * dates that do not exist such as `2016-02-30`.
 *
 * @example
 * parseTopTimestamp('2016-01-01 12:00:00')?.toISOString() // '2016-01-01T04:00:00.000Z'
 */
export function parseTopTimestamp(text: string): Date | undefined {
  const parts = topTimestampPattern.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const moment = new Date(utc - chinaOffsetMs);
  // Date.UTC rolls 2016-02-30 over to March; TOP would refuse it, and so do we.
  return topTimestamp(moment) === text ? moment : undefined;
}
