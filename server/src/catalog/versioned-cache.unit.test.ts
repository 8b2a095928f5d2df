import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('computes a key once per version, and again once the version moves', async () => {
    const cache = new VersionedCache<number>(10);
    let computed = 0;
    const count = async () => ++computed;
    expect(await cache.get('1', 'total', count)).toBe(1);
    expect(await cache.get('1', 'total', count)).toBe(1);
    expect(await cache.get('2', 'total', count)).toBe(2);
    expect(await cache.get('2', 'total', count)).toBe(2);
  });

  it('shares one computation among concurrent callers and forgets a failed one', async () => {
    const cache = new VersionedCache<string>(10);
    let calls = 0;
    const slow = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error('query failed');
      return 'answer';
    };
    const [a, b] = await Promise.allSettled([cache.get('1', 'k', slow), cache.get('1', 'k', slow)]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(await cache.get('1', 'k', slow)).toBe('answer');
    expect(calls).toBe(2);
  });

  it('keeps at most its capacity, dropping the least recently used key', async () => {
    const cache = new VersionedCache<string>(2);
    let computed = 0;
    const value = (key: string) => async () => `${key}${++computed}`;
    await cache.get('1', 'a', value('a'));
    await cache.get('1', 'b', value('b'));
    await cache.get('1', 'a', value('a'));
    await cache.get('1', 'c', value('c'));
    expect(await cache.get('1', 'a', value('a'))).toBe('a1');
    expect(await cache.get('1', 'b', value('b'))).toBe('b4');
  });

  it('gives a computed value at once, and nothing while it is computed, after it failed or at another version', async () => {
    const cache = new VersionedCache<string | null>(10);
    let finish = (_value: string) => {};
    const computing = cache.get(
      '1',
      'k',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    expect(cache.settled('1', 'k')).toBeUndefined();
    finish('answer');
    await computing;
    expect(cache.settled('1', 'k')).toEqual({ value: 'answer' });
    expect(cache.settled('2', 'k')).toBeUndefined();
    // A product not listed is kept as null: settled, with nothing in it.
    await cache.get('1', 'missing', async () => null);
    expect(cache.settled('1', 'missing')).toEqual({ value: null });
    await cache.get('1', 'failed', () => Promise.reject(new Error('query failed'))).catch(() => {});
    expect(cache.settled('1', 'failed')).toBeUndefined();
    await cache.get('2', 'k', async () => 'newer');
    expect(cache.settled('1', 'k')).toBeUndefined();
    expect(cache.settled('2', 'k')).toEqual({ value: 'newer' });
  });
});
