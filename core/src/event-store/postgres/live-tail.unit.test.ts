import { describe, expect, it } from 'vitest';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '../event.js';
import { WakeSignal } from '../wake-signal.js';
import { LiveTail, type TailSource } from './live-tail.js';

/** A log in memory: events at positions (1, n), reads counted, a read made to fail on demand. */
function fakeLog() {
  const events: RecordedEvent[] = [];
  const wake = new WakeSignal();
  const log = {
    reads: 0,
    failNext: null as Error | null,
    append(count: number) {
      for (let index = 0; index < count; index++) {
        const n = events.length + 1;
        events.push({
          id: `e${n}`,
          type: 'Happened',
          data: { n },
          metadata: { correlationId: 'c', causationId: null, actor: { kind: 'system' } },
          streamName: `s-${n}`,
          revision: 0,
          position: { commit: 1n, prepare: BigInt(n) },
        } as RecordedEvent);
      }
      wake.wake();
    },
    source: {
      wake,
      listen: async () => {},
      readTail: async (after: GlobalPosition, limit: number) => {
        log.reads++;
        const failure = log.failNext;
        log.failNext = null;
        if (failure) throw failure;
        return {
          events: events
            .filter((event) => comparePositions(event.position, after) > 0)
            .slice(0, limit),
          more: false,
        };
      },
    } satisfies TailSource,
  };
  return log;
}

const at = (n: number): GlobalPosition => ({ commit: 1n, prepare: BigInt(n) });
const numbers = (batch: readonly RecordedEvent[]) =>
  batch.map((event) => Number(event.position.prepare));
const options = { readGapMs: 0, heldBackPollMs: 5, idlePollMs: 60_000 };

describe('the live tail', () => {
  it('serves every follower from one read per append', async () => {
    const log = fakeLog();
    log.append(3);
    const tail = new LiveTail(log.source, options);
    const leaves = Array.from({ length: 12 }, () => tail.join());
    expect(tail.covers(at(3))).toBe(true);
    const waiting = leaves.map(() => tail.after(at(3), 100));
    log.append(2);
    const batches = await Promise.all(waiting);
    for (const batch of batches) expect(numbers(batch)).toEqual([4, 5]);
    // The tail's first read found nothing new; the next one found both events: two in all.
    expect(log.reads).toBeLessThanOrEqual(2);
    for (const leave of leaves) leave();
    await tail.stop();
  });

  it('does not cover a position before its start: that follower reads the log itself', async () => {
    const log = fakeLog();
    log.append(10);
    const tail = new LiveTail(log.source, options);
    const leave = tail.join();
    expect(tail.covers(at(10))).toBe(true);
    expect(tail.covers(at(7))).toBe(false);
    expect(tail.covers(at(12))).toBe(true);
    leave();
    await tail.stop();
  });

  it('keeps only its capacity: a follower left behind is told to read for itself', async () => {
    const log = fakeLog();
    const tail = new LiveTail(log.source, { ...options, capacity: 5, batchSize: 4 });
    const leave = tail.join();
    expect(tail.covers(at(0))).toBe(true);
    log.append(4);
    expect(numbers(await tail.after(at(0), 100))).toEqual([1, 2, 3, 4]);
    log.append(8);
    // Read in batches of 4 up to 12; kept: the newest 5 (8 to 12), so it starts after 7.
    expect(numbers(await tail.after(at(11), 100))).toEqual([12]);
    expect(tail.covers(at(6))).toBe(false);
    expect(await tail.after(at(4), 100)).toEqual([]);
    expect(tail.covers(at(7))).toBe(true);
    expect(numbers(await tail.after(at(7), 100))).toEqual([8, 9, 10, 11, 12]);
    expect(numbers(await tail.after(at(9), 2))).toEqual([10, 11]);
    leave();
    await tail.stop();
  });

  it('keeps exactly the newest of its capacity, read after read', async () => {
    const log = fakeLog();
    const tail = new LiveTail(log.source, { ...options, capacity: 3, batchSize: 2 });
    const leave = tail.join();
    expect(tail.covers(at(0))).toBe(true);
    for (let last = 2; last <= 20; last += 2) {
      log.append(2);
      expect(numbers(await tail.after(at(last - 1), 100))).toEqual([last]);
      const oldest = Math.max(1, last - 2);
      expect(tail.covers(at(oldest - 1))).toBe(true);
      if (oldest > 1) expect(tail.covers(at(oldest - 2))).toBe(false);
      expect(numbers(await tail.after(at(oldest - 1), 100))).toEqual(
        Array.from({ length: last - oldest + 1 }, (_, index) => oldest + index),
      );
      expect(numbers(await tail.after(at(oldest - 1), 1))).toEqual([oldest]);
    }
    leave();
    await tail.stop();
  });

  it('hands a failed read to the followers waiting, and starts again when asked', async () => {
    const log = fakeLog();
    const tail = new LiveTail(log.source, options);
    const leave = tail.join();
    expect(tail.covers(at(0))).toBe(true);
    const waiting = tail.after(at(0), 100);
    log.failNext = new Error('connection lost');
    log.append(1);
    await expect(waiting).rejects.toThrow('connection lost');
    // The next follower to ask starts it again from its own position.
    expect(tail.covers(at(0))).toBe(true);
    expect(numbers(await tail.after(at(0), 100))).toEqual([1]);
    leave();
    await tail.stop();
  });

  it('stops reading when the last subscription leaves', async () => {
    const log = fakeLog();
    const tail = new LiveTail(log.source, options);
    const leave = tail.join();
    tail.covers(at(0));
    await expect.poll(() => log.reads).toBe(1);
    leave();
    await tail.stop();
    log.append(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.reads).toBe(1);
  });
});
