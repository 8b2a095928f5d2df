import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-12-01T00:00:00Z', new Date('2026-11-29T22:58:30Z'))).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 30,
    });
    expect(timeLeft('2026-12-01T00:00:00Z', new Date('2026-11-30T23:59:59.500Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('is null once the end has come, and for a date that is not one', () => {
    expect(timeLeft('2026-12-01T00:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(timeLeft('2026-12-01T00:00:00Z', new Date('2026-12-02T00:00:00Z'))).toBeNull();
    expect(timeLeft('not a date', new Date())).toBeNull();
  });
});
