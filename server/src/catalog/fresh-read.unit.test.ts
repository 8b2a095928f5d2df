import { describe, expect, it } from 'vitest';
import { FreshRead } from './fresh-read.js';

/** A source whose reads finish when the test says, each returning the value at its start. */
function controlledSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const load = () => {
    reads++;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    load,
    write: () => {
      value++;
    },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    reads: () => reads,
  };
}

describe('FreshRead', () => {
  it('answers callers who arrive during a read with the next read, never an older one', async () => {
    const source = controlledSource();
    const fresh = new FreshRead(source.load);
    const first = fresh.read();
    source.write();
    // Arrive after the write, while the first read (which began before it) is in flight.
    const second = fresh.read();
    const third = fresh.read();
    await source.finishOne();
    expect(await first).toBe(0);
    await source.finishOne();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(source.reads()).toBe(2);
  });

  it('reads again for a caller who comes after the reads are done', async () => {
    const source = controlledSource();
    const fresh = new FreshRead(source.load);
    const first = fresh.read();
    await source.finishOne();
    expect(await first).toBe(0);
    source.write();
    const later = fresh.read();
    await source.finishOne();
    expect(await later).toBe(1);
  });

  it('lets a failed read fail its callers only', async () => {
    let calls = 0;
    const fresh = new FreshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(fresh.read()).rejects.toThrow('connection lost');
    expect(await fresh.read()).toBe(2);
  });
});
