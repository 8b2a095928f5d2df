import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  durationMs,
  finishMs,
  loadingBarPhases,
  type Phase,
  throttleMs,
} from './loading-bar-phases';

describe('the loading bar', () => {
  let phases: Phase[];
  let bar: ReturnType<typeof loadingBarPhases>;
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    bar = loadingBarPhases((phase) => phases.push(phase));
  });
  afterEach(() => {
    bar.dispose();
    vi.useRealTimers();
  });

  it('shows nothing for loading shorter than 200 ms', () => {
    bar.update({ busy: true, failed: false });
    vi.advanceTimersByTime(throttleMs - 1);
    bar.update({ busy: false, failed: false });
    vi.advanceTimersByTime(durationMs);
    expect(phases).toEqual([]);
  });

  it('appears after 200 ms, fills while loading, then finishes and hides', () => {
    expect(durationMs).toBe(5000);
    bar.update({ busy: true, failed: false });
    vi.advanceTimersByTime(throttleMs);
    expect(phases).toEqual(['loading']);
    // More requests while it shows do not restart it.
    bar.update({ busy: true, failed: false });
    vi.advanceTimersByTime(durationMs);
    expect(phases).toEqual(['loading']);
    bar.update({ busy: false, failed: false });
    expect(phases).toEqual(['loading', 'done']);
    vi.advanceTimersByTime(finishMs);
    expect(phases).toEqual(['loading', 'done', 'idle']);
  });

  it('shows a failure even when it came too fast for the bar', () => {
    bar.update({ busy: true, failed: false });
    vi.advanceTimersByTime(50);
    bar.update({ busy: false, failed: true });
    expect(phases).toEqual(['done']);
    vi.advanceTimersByTime(finishMs);
    expect(phases).toEqual(['done', 'idle']);
  });
});
