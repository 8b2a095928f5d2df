/**
 * How big a reliability run is. `npm test` runs the quick size; `RELIABILITY_SCALE=full npm run
 * test:reliability` runs the size the figures in the README were measured at.
 *
 * @example
 * const trials = reliabilitySize({ quick: 100, full: 1000 });
 */
export function reliabilitySize({ quick, full }: { quick: number; full: number }): number {
  return reliabilityScale() === 'full' ? full : quick;
}

export function reliabilityScale(): 'quick' | 'full' {
  const scale = process.env.RELIABILITY_SCALE ?? 'quick';
  if (scale !== 'quick' && scale !== 'full') {
    throw new Error(`RELIABILITY_SCALE must be "quick" or "full", not "${scale}"`);
  }
  return scale;
}
