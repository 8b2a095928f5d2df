import { uniqueStream } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch, writePassedCheckpoint } from './apply-batch.js';
import { initialCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoint.repository.js';
import { CheckpointMoved } from './checkpoint-moves.js';
import type { Projection } from './projection.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';

/**
 * A projection that names its streams passes over batches of other streams' events (a busy
 * shop's carts, for most projections) by moving its checkpoint alone, and still applies every
 * event of its own streams, counts every event, and refuses to move a checkpoint another runner
 * moved.
 */
describe('applying a batch', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  const appended = (stream: string, count: number) => kit.appended(stream, count);

  function watching(name: string) {
    const applied: string[] = [];
    const projection: Projection = {
      name,
      tables: [],
      streams: ['watched'],
      async apply(_context, events) {
        applied.push(...events.map((event) => event.streamName));
      },
    };
    return { projection, applied };
  }

  const fail = { kind: 'fail' } as const;

  it('moves the checkpoint past other streams’ events without applying them, and applies its own', async () => {
    const { projection, applied } = watching('watching-two');
    const watched = await appended(uniqueStream('watched'), 2);
    const cart = await appended(uniqueStream('cart'), 3);
    const later = await appended(uniqueStream('watched'), 1);
    const first = await applyBatch(kit.pool, projection, initialCheckpoint, watched, fail);
    applied.length = 0;
    const second = await applyBatch(kit.pool, projection, first, cart, fail);
    expect(applied).toEqual([]);
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(second);
    expect(second).toEqual({ position: cart.at(-1)?.position, eventsSeen: 5 });

    const third = await applyBatch(kit.pool, projection, second, later, fail);
    expect(applied).toEqual(later.map((event) => event.streamName));
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(third);
    expect(third.eventsSeen).toBe(6);
  });

  it('refuses to pass over a batch from a checkpoint another runner has moved', async () => {
    const { projection } = watching('watching-moved');
    const cart = await appended(uniqueStream('cart'), 2);
    const mine = await applyBatch(kit.pool, projection, initialCheckpoint, cart.slice(0, 1), fail);
    await writeCheckpoint(kit.db, projection.name, {
      position: cart[1]?.position ?? mine.position,
      eventsSeen: 2,
    });
    await expect(
      applyBatch(kit.pool, projection, mine, cart.slice(1), fail),
    ).rejects.toBeInstanceOf(CheckpointMoved);
    expect((await readCheckpoint(kit.db, projection.name)).eventsSeen).toBe(2);
  });

  it('refuses to apply a first batch when another runner has written the checkpoint meanwhile', async () => {
    const { projection } = watching('watching-started');
    const watched = await appended(uniqueStream('watched'), 2);
    const theirs = { position: watched[1]?.position ?? initialCheckpoint.position, eventsSeen: 2 };
    await writeCheckpoint(kit.db, projection.name, theirs);
    await expect(
      applyBatch(kit.pool, projection, initialCheckpoint, watched.slice(0, 1), fail),
    ).rejects.toBeInstanceOf(CheckpointMoved);
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(theirs);
  });

  it('rolls a batch back with its checkpoint when the checkpoint moved under it', async () => {
    const rows: string[] = [];
    const projection: Projection = {
      name: 'writing-moved',
      tables: [],
      async apply({ trx }, events) {
        // A write of the batch's own: it must not outlive the refused checkpoint.
        await trx
          .insertInto('projection_dead_letters')
          .values(
            events.map((event, index) => ({
              projection: 'writing-moved',
              event_id: event.id,
              stream_name: event.streamName,
              type: event.type,
              sequence: index + 1,
              error: 'not an error: a row the batch writes',
            })),
          )
          .execute();
        rows.push(...events.map((event) => event.id));
      },
    };
    const events = await appended(uniqueStream('watched'), 2);
    const mine = await applyBatch(
      kit.pool,
      projection,
      initialCheckpoint,
      events.slice(0, 1),
      fail,
    );
    await writeCheckpoint(kit.db, projection.name, { ...mine, eventsSeen: 7 });
    await expect(
      applyBatch(kit.pool, projection, mine, events.slice(1), fail),
    ).rejects.toBeInstanceOf(CheckpointMoved);
    const kept = await kit.db
      .selectFrom('projection_dead_letters')
      .select('event_id')
      .where('projection', '=', 'writing-moved')
      .execute();
    expect(kept.map((row) => row.event_id)).toEqual([events[0]?.id]);
    expect(rows).toHaveLength(2);
  });

  it('with deferred passes, stores the checkpoint past other streams later, and numbers events on', async () => {
    const { projection, applied } = watching('watching-deferred');
    const defer = { deferPasses: true };
    const watched = await appended(uniqueStream('watched'), 1);
    const carts = [
      await appended(uniqueStream('cart'), 2),
      await appended(uniqueStream('cart'), 3),
    ];
    const later = await appended(uniqueStream('watched'), 1);
    const first = await applyBatch(kit.pool, projection, initialCheckpoint, watched, fail, defer);
    const passedOnce = await applyBatch(kit.pool, projection, first, carts[0] ?? [], fail, defer);
    const passed = await applyBatch(kit.pool, projection, passedOnce, carts[1] ?? [], fail, defer);
    // In memory past both carts; stored where the last applied batch left it.
    expect(passed.eventsSeen).toBe(6);
    expect(passed.written).toEqual(first);
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(first);

    const stored = await writePassedCheckpoint(kit.pool, projection.name, passed);
    expect(stored).toEqual({ position: carts[1]?.at(-1)?.position, eventsSeen: 6 });
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(stored);

    // A batch of its own after passes not stored yet: checked against the stored checkpoint,
    // numbered after every event seen.
    const again = await applyBatch(kit.pool, projection, stored, carts[0] ?? [], fail, defer);
    const sequences: number[] = [];
    const numbering: Projection = {
      ...projection,
      async apply(_context, events, firstSequence) {
        sequences.push(...events.map((_event, index) => firstSequence + index));
      },
    };
    const last = await applyBatch(kit.pool, numbering, again, later, fail, defer);
    expect(sequences).toEqual([9]);
    expect(last.written).toBeUndefined();
    expect(await readCheckpoint(kit.db, projection.name)).toEqual(last);
    expect(applied).toEqual(watched.map((event) => event.streamName));
  });
});
