/** The longest `start_modified`..`end_modified` span `taobao.trades.sold.increment.get` takes. */
export const maxIncrementWindowMs = 24 * 3_600_000;

export interface ModifiedWindow {
  readonly start: Date;
  readonly end: Date;
}

/**
 * Cuts `start`..`end` into windows TOP takes: in order, at most a day each, in whole seconds
 * (what TOP's timestamps hold), each one starting where the one before ended. TOP includes both
 * ends and wants the end after the start, so a trade modified on a boundary is in two windows:
 * whoever reads them drops the repeat.
 *
 * @example
 * modifiedWindows(new Date('2024-05-01T00:00:00Z'), new Date('2024-05-02T12:00:00Z'))
 * // [{ start: 05-01T00:00:00Z, end: 05-02T00:00:00Z }, { start: 05-02T00:00:00Z, end: 05-02T12:00:00Z }]
 */
export function modifiedWindows(
  start: Date,
  end: Date,
  maxWindowMs = maxIncrementWindowMs,
): ModifiedWindow[] {
  const first = Math.floor(start.getTime() / 1000) * 1000;
  const last = Math.floor(end.getTime() / 1000) * 1000;
  if (Number.isNaN(first) || Number.isNaN(last)) throw new RangeError('Invalid date');
  if (last <= first) throw new RangeError('The end of the window must come after its start');
  const windows: ModifiedWindow[] = [];
  for (let from = first; from < last; from += maxWindowMs) {
    windows.push({ start: new Date(from), end: new Date(Math.min(from + maxWindowMs, last)) });
  }
  return windows;
}
