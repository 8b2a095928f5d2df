import { useCallback, useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The slider's position and play state. It moves on by itself only while playing and not held
 * (the pointer or keyboard focus is on it), and starts paused for shoppers who ask for less
 * motion.
 */
export function useSlider(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);

  const go = useCallback((step: number) => setIndex((at) => (at + step + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(() => go(1), intervalMs);
    return () => clearInterval(timer);
  }, [playing, held, count, intervalMs, go]);

  return { index, setIndex, go, playing, setPlaying, held, setHeld };
}
