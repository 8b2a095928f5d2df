import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Foreground } from './foreground.js';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('Foreground', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets background work go at once while fewer requests than a burst are in flight', async () => {
    const foreground = new Foreground(3, 200);
    foreground.enter();
    foreground.enter();
    expect(foreground.busy).toBe(false);
    expect(await settled(foreground.turn())).toBe(true);
  });

  it('holds background work during a burst until it has passed', async () => {
    const foreground = new Foreground(3, 200);
    const answered = [foreground.enter(), foreground.enter(), foreground.enter()];
    const first = foreground.turn();
    const second = foreground.turn();
    vi.advanceTimersByTime(50);
    expect(await settled(first)).toBe(false);
    answered[0]?.();
    expect(foreground.inFlight).toBe(2);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('holds a step no longer than maxDeferMs under a load that never lets up', async () => {
    const foreground = new Foreground(2, 200);
    foreground.enter();
    foreground.enter();
    const step = foreground.turn();
    vi.advanceTimersByTime(199);
    expect(await settled(step)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(step)).toBe(true);
    // The next step waits its own turn.
    const next = foreground.turn();
    expect(await settled(next)).toBe(false);
    vi.advanceTimersByTime(200);
    expect(await settled(next)).toBe(true);
  });

  it('leaves out a request while it waits for background work, which then goes', async () => {
    const foreground = new Foreground(2, 200);
    foreground.enter();
    foreground.enter();
    const step = foreground.turn();
    let finish = () => {};
    const waiting = foreground.aside(
      () =>
        new Promise<string>((resolve) => {
          finish = () => resolve('reached');
        }),
    );
    expect(foreground.inFlight).toBe(1);
    expect(await settled(step)).toBe(true);
    finish();
    expect(await waiting).toBe('reached');
    expect(foreground.inFlight).toBe(2);
    expect(foreground.busy).toBe(true);
  });

  it('counts a request out once, however often its end is reported', () => {
    const foreground = new Foreground(2, 200);
    const done = foreground.enter();
    foreground.enter();
    done();
    done();
    expect(foreground.inFlight).toBe(1);
  });
});
