/** Loading shorter than this shows no bar at all, so fast pages do not flicker (spec §9). */
export const throttleMs = 200;
/** The bar's run from empty to (nearly) full while something loads (spec §9). */
export const durationMs = 5000;
/** How long the finished bar stays full before it fades. */
export const finishMs = 500;

export type Phase = 'idle' | 'loading' | 'done';

/**
 * The loading bar's phases as loading starts and stops: `loading` once something has been busy
 * for 200 ms, `done` when it stops (or fails, however fast), back to `idle` 500 ms later.
 *
 * @example
 * const bar = loadingBarPhases(setPhase);
 * bar.update({ busy: true, failed: false }); // 'loading' in 200 ms, unless it stops before
 */
export function loadingBarPhases(onPhase: (phase: Phase) => void) {
  let phase: Phase = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: Phase) => {
    phase = next;
    onPhase(next);
  };
  const later = (ms: number, next: Phase) => {
    clearTimeout(timer);
    timer = setTimeout(() => set(next), ms);
  };
  return {
    update({ busy, failed }: { busy: boolean; failed: boolean }): void {
      if (busy) {
        if (phase !== 'loading') later(throttleMs, 'loading');
        return;
      }
      clearTimeout(timer);
      // A failure shows even when it came too fast for the bar to appear.
      if (phase === 'loading' || failed) {
        set('done');
        later(finishMs, 'idle');
      } else if (phase === 'done') {
        later(finishMs, 'idle');
      }
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}
