import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, track } from './activity';
import { errorToastMs, showError, toasts } from './toasts';

describe('the loading activity', () => {
  it('counts requests under way and notes a failure until the burst ends', async () => {
    let fail: (error: Error) => void = () => {};
    const failing = track(new Promise((_, reject) => (fail = reject)));
    const succeeding = track(Promise.resolve('ok'));
    expect(activity.get()).toEqual({ pending: 2, failed: false });
    await succeeding;
    fail(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    expect(activity.get()).toEqual({ pending: 0, failed: true });
    await track(Promise.resolve(1));
    expect(activity.get()).toEqual({ pending: 0, failed: false });
  });
});

describe('the error toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show the message for 10 seconds, once', () => {
    showError(new Error('Server error'));
    showError(new Error('Server error'));
    showError('not an error');
    expect(toasts.get().map(({ message }) => message)).toEqual(['Server error', undefined]);
    vi.advanceTimersByTime(errorToastMs - 1);
    expect(toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
  });
});
