import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canPrefetch,
  fallbackIdleMs,
  type IdleDeadlineLike,
  idleMarginMs,
  idleTimeoutMs,
  prefetchablePath,
  runWhileIdle,
  whenIdle,
} from './idle-prefetch';

describe('idle-time work', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks requestIdleCallback with a 2000 ms timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = whenIdle(callback, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: idleTimeoutMs });
    expect(idleTimeoutMs).toBe(2000);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 1 ms timer that reports at most 50 ms remaining', () => {
    let deadline: IdleDeadlineLike | undefined;
    whenIdle((given) => {
      deadline = given;
    }, {});
    expect(deadline).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(deadline?.didTimeout).toBe(false);
    expect(deadline?.timeRemaining()).toBeLessThanOrEqual(fallbackIdleMs);
    expect(deadline?.timeRemaining()).toBeGreaterThan(40);
    vi.advanceTimersByTime(30);
    expect(deadline?.timeRemaining()).toBeLessThanOrEqual(20);
    vi.advanceTimersByTime(100);
    expect(deadline?.timeRemaining()).toBe(0);
  });

  it('cancels the fallback timer', () => {
    const callback = vi.fn();
    whenIdle(callback, {})();
    vi.advanceTimersByTime(10);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('link prefetch', () => {
  it('runs queued work while the idle period lasts, stopping with time to spare', () => {
    let left = 45;
    const queue = new Set(['/a', '/b', '/c', '/d']);
    const ran: string[] = [];
    runWhileIdle(queue, { didTimeout: false, timeRemaining: () => left }, (path) => {
      ran.push(path);
      left -= 10;
    });
    // 45, 35 and 25 ms left: enough; at 15 ms the rest waits for the next idle period.
    expect(idleMarginMs).toBe(20);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect([...queue]).toEqual(['/d']);
  });

  it('runs one item per turn once the idle wait has timed out', () => {
    const queue = new Set(['/a', '/b']);
    const ran: string[] = [];
    runWhileIdle(queue, { didTimeout: true, timeRemaining: () => 0 }, (path) => ran.push(path));
    expect(ran).toEqual(['/a']);
    expect([...queue]).toEqual(['/b']);
  });

  it('is skipped offline, on 2g and with data-saver', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(
      false,
    );
    expect(canPrefetch(undefined)).toBe(false);
  });

  it('takes links to other pages of the shop only', () => {
    const location = { origin: 'https://ja.shop.example', pathname: '/collection/all' };
    expect(prefetchablePath('https://ja.shop.example/product/7?x=1', location)).toBe('/product/7');
    expect(prefetchablePath('/blog/a-guide', location)).toBe('/blog/a-guide');
    expect(prefetchablePath('/collection/all?page=2', location)).toBeUndefined();
    expect(prefetchablePath('https://elsewhere.example/product/7', location)).toBeUndefined();
    expect(prefetchablePath('/api/products', location)).toBeUndefined();
    expect(prefetchablePath('/images/products/1-1.svg', location)).toBeUndefined();
    expect(prefetchablePath('mailto:staff@shop.example', location)).toBeUndefined();
  });
});
