import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Checkpoint, readCheckpoint, writeCheckpoint } from './checkpoint.repository.js';
import { CheckpointMoved } from './checkpoint-moves.js';
import { PassedCheckpoints } from './passed-checkpoints.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';

/**
 * The runners of a pool store the checkpoints they moved past other streams' batches together:
 * one statement for the passes handed over in one turn, each runner still told only of its own
 * checkpoint being moved by another runner.
 */
describe('passed checkpoints', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  const at = (seen: number): Checkpoint => ({
    position: { commit: BigInt(1000 + seen), prepare: BigInt(seen) },
    eventsSeen: seen,
  });

  async function stored(names: readonly string[], checkpoint: Checkpoint) {
    for (const name of names) await writeCheckpoint(kit.db, name, checkpoint);
  }

  it('stores the passes of several runners handed over in one turn with one statement', async () => {
    const names = ['pass-a', 'pass-b', 'pass-c'];
    await stored(names, at(5));
    const passes = new PassedCheckpoints(kit.pool);
    const query = vi.spyOn(kit.pool, 'query');
    try {
      await Promise.all(names.map((name, index) => passes.move(name, at(5), at(10 + index))));
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
    for (const [index, name] of names.entries()) {
      expect(await readCheckpoint(kit.db, name)).toEqual(at(10 + index));
    }
  });

  it('tells only the runner whose checkpoint another runner moved, and stores the others', async () => {
    const names = ['moved-a', 'moved-b', 'moved-c'];
    await stored(names, at(5));
    // Another runner took `moved-b` on meanwhile.
    await writeCheckpoint(kit.db, 'moved-b', at(7));
    const passes = new PassedCheckpoints(kit.pool);
    const outcomes = await Promise.allSettled(
      names.map((name) => passes.move(name, at(5), at(20))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointMoved);
    expect(await readCheckpoint(kit.db, 'moved-a')).toEqual(at(20));
    expect(await readCheckpoint(kit.db, 'moved-b')).toEqual(at(7));
    expect(await readCheckpoint(kit.db, 'moved-c')).toEqual(at(20));
  });

  it('calls each runner once at the tick however often it asked, and not one that took it back', async () => {
    const passes = new PassedCheckpoints(kit.pool, 20);
    const calls: string[] = [];
    passes.whenDue(() => calls.push('first'));
    const second = () => calls.push('second');
    passes.whenDue(second);
    passes.whenDue(second);
    const stopped = () => calls.push('stopped');
    passes.whenDue(stopped);
    passes.notDue(stopped);
    expect(calls).toEqual([]);
    await expect.poll(() => calls).toEqual(['first', 'second']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toEqual(['first', 'second']);
  });
});
