/** A source of numbers in [0, 1), like Math.random but repeatable. */
export type Random = () => number;

/**
 * mulberry32: tiny and well spread, and the same seed gives the same sequence on every platform,
 * which is what a seed that must list the same catalogue on every start needs.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
}

/** A shuffled copy: items drawn one at a time from those left. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const left = [...items];
  const result: T[] = [];
  while (left.length > 0) result.push(...left.splice(integer(random, 0, left.length - 1), 1));
  return result;
}
