import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, track } from './activity';
import { errorToastMs, showError, showNotice, toastMs, toasts } from './toasts';

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
    expect(toasts.get().map((toast) => toast.kind === 'error' && toast.message)).toEqual([
      'Server error',
      undefined,
    ]);
    vi.advanceTimersByTime(errorToastMs - 1);
    expect(toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
  });

  it('show a notice for 5 seconds beside an error that stays 10', () => {
    showError(new Error('Server error'));
    showNotice('pageReloaded');
    expect(toasts.get().map((toast) => toast.kind)).toEqual(['error', 'notice']);
    expect(toastMs).toBe(5_000);
    expect(errorToastMs).toBe(10_000);
    vi.advanceTimersByTime(toastMs - 1);
    expect(toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.get().map((toast) => toast.kind)).toEqual(['error']);
    vi.advanceTimersByTime(errorToastMs - toastMs);
    expect(toasts.get()).toEqual([]);
  });
});
