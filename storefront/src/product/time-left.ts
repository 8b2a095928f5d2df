export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Whole days, hours, minutes and seconds from `now` until `endsAt`, or null once it has come
 * (or when it is not a date).
 *
 * @example timeLeft('2026-12-01T00:00:00Z', new Date('2026-11-29T22:58:30Z'))
 *   // { days: 1, hours: 1, minutes: 1, seconds: 30 }
 */
export function timeLeft(endsAt: string, now: Date): TimeLeft | null {
  const ms = Date.parse(endsAt) - now.getTime();
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
