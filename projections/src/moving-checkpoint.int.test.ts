import { uniqueStream } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyBatch } from './apply-batch.js';
import { initialCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoint.repository.js';
import { CheckpointMoved } from './checkpoint-moves.js';
import { MovingCheckpoint } from './moving-checkpoint.js';
import type { Projection } from './projection.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';

/**
 * A runner's checkpoint as its batches move it: a batch of its own streams is stored at once,
 * a pass over other streams a tick later, a refused pass reported, nothing stored once closed.
 */
describe('a moving checkpoint', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  const appended = (stream: string, count: number) => kit.appended(stream, count);

  const watching = (name: string): Projection => ({
    name,
    tables: [],
    streams: ['watched'],
    async apply() {},
  });
  const fail = { kind: 'fail' } as const;
  const defer = { deferPasses: true };

  /** A checkpoint moved past a batch of its own, then past two carts in memory. */
  async function movedPastCarts(name: string, onFailure: (error: unknown) => void) {
    const projection = watching(name);
    const moving = new MovingCheckpoint(kit.pool, name, initialCheckpoint, onFailure);
    const watched = await appended(uniqueStream('watched'), 2);
    await moving.move((from) => applyBatch(kit.pool, projection, from, watched, fail, defer));
    const own = moving.current;
    const carts = await appended(uniqueStream('cart'), 3);
    await moving.move((from) => applyBatch(kit.pool, projection, from, carts, fail, defer));
    return { moving, own, carts };
  }

  it('stores a batch of its own at once and a pass over other streams soon after', async () => {
    const onFailure = vi.fn();
    const { moving, own, carts } = await movedPastCarts('moving-stored', onFailure);
    expect(own.eventsSeen).toBe(2);
    expect(moving.current.eventsSeen).toBe(5);
    // The pass waits for the pool's tick; the batch of its own did not.
    expect(await readCheckpoint(kit.db, 'moving-stored')).toEqual({
      position: own.position,
      eventsSeen: 2,
    });
    const passed = { position: carts.at(-1)?.position, eventsSeen: 5 };
    await vi.waitFor(async () =>
      expect(await readCheckpoint(kit.db, 'moving-stored')).toEqual(passed),
    );
    expect(moving.current).toEqual(passed);
    await moving.close();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands a pass another runner refused to its failure callback', async () => {
    const onFailure = vi.fn();
    const name = 'moving-refused';
    const projection = watching(name);
    const moving = new MovingCheckpoint(kit.pool, name, initialCheckpoint, onFailure);
    const watched = await appended(uniqueStream('watched'), 1);
    await moving.move((from) => applyBatch(kit.pool, projection, from, watched, fail, defer));
    // Another runner took the projection on meanwhile.
    const theirs = { position: moving.current.position, eventsSeen: 9 };
    await writeCheckpoint(kit.db, name, theirs);
    const carts = await appended(uniqueStream('cart'), 2);
    await moving.move((from) => applyBatch(kit.pool, projection, from, carts, fail, defer));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(CheckpointMoved);
    expect(await readCheckpoint(kit.db, name)).toEqual(theirs);
    await moving.close();
  });

  it('stores no pass once closed: it is read again after a restart', async () => {
    const onFailure = vi.fn();
    const { moving, own } = await movedPastCarts('moving-closed', onFailure);
    await moving.close();
    // Longer than the pool's tick (100 ms).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readCheckpoint(kit.db, 'moving-closed')).toEqual({
      position: own.position,
      eventsSeen: 2,
    });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
