import type { RecordedEvent } from '@shop/core';
import { testEvents, uniqueStream } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from './checkpoint.repository.js';
import { ProjectionRunner } from './projection-runner.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';
import type { Workflow } from './workflow.js';
import { workflowsCheckpointName, workflowsProjection } from './workflow-projection.js';

/**
 * The workflows runner reads on while earlier reactions run: a slow step holds back neither
 * other streams' next steps nor the reading, yet one stream's events still react in order, and
 * the checkpoint never passes an event whose reactions have not finished (a restart re-runs them).
 */
describe('workflows runner, reacting ahead', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  const index = (event: RecordedEvent) => (event.data as { index: number }).index;

  /** A workflow reacting to `type`, each step waiting for `hold(event)` first. */
  function recording(type: string, hold: (event: RecordedEvent) => Promise<void>) {
    const ran: string[] = [];
    const started: string[] = [];
    const workflow: Workflow = {
      name: `test-${type}`,
      reactionsTo: (event) =>
        event.type === type
          ? [
              {
                step: 'record',
                async run(event) {
                  started.push(`${event.streamName}#${event.revision}`);
                  await hold(event);
                  ran.push(`${event.streamName}#${event.revision}`);
                },
              },
            ]
          : [],
    };
    return { workflow, ran, started };
  }

  function runnerFor(workflow: Workflow) {
    const runner = new ProjectionRunner({
      ...kit,
      projection: workflowsProjection([workflow], { db: kit.db, logger: kit.logger }),
    });
    runner.start();
    return runner;
  }

  const checkpoint = () => readCheckpoint(kit.db, workflowsCheckpointName);

  it('runs a later stream’s step while an earlier one still waits, and keeps the checkpoint before the waiting one', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = uniqueStream('slow');
    const { workflow, ran, started } = recording('Slowish', async (event) => {
      if (event.streamName === slow) await released;
    });
    const runner = runnerFor(workflow);
    try {
      const before = await checkpoint();
      await kit.store.append(slow, testEvents(1, 'Slowish'), { expectedRevision: 'no_stream' });
      // The next event comes in another batch: the slow stream's step has started by then.
      await expect.poll(() => started).toEqual([`${slow}#0`]);
      const fast = uniqueStream('fast');
      await kit.store.append(fast, testEvents(1, 'Slowish'), { expectedRevision: 'no_stream' });
      await expect.poll(() => ran).toEqual([`${fast}#0`]);
      // Done after the slow one, but the checkpoint cannot pass the slow one's event yet.
      expect((await checkpoint()).eventsSeen).toBe(before.eventsSeen);

      release();
      await expect.poll(() => ran).toEqual([`${fast}#0`, `${slow}#0`]);
      await expect.poll(async () => (await checkpoint()).eventsSeen).toBe(before.eventsSeen + 2);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('reacts to one stream’s events in their order across batches, whatever each step takes', async () => {
    const stream = uniqueStream('ordered');
    const { workflow, ran } = recording('Ordered', async (event) => {
      // Early events slowest: reacting out of order would show.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 40 - index(event) * 4)));
    });
    const runner = runnerFor(workflow);
    try {
      // One event per append: each may arrive in a batch of its own, read while others react.
      for (let revision = 0; revision < 10; revision++) {
        const [event] = testEvents(revision + 1, 'Ordered').slice(revision);
        await kit.store.append(stream, event ? [event] : [], {
          expectedRevision: revision === 0 ? 'no_stream' : revision - 1,
        });
      }
      await expect.poll(() => ran.length).toBe(10);
      expect(ran).toEqual(Array.from({ length: 10 }, (_, revision) => `${stream}#${revision}`));
    } finally {
      await runner.stop();
    }
  });

  it('stops only once the running steps are done, and the next runner goes on after them', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stream = uniqueStream('restart');
    const { workflow, ran, started } = recording('Restarted', () => released);
    const first = runnerFor(workflow);
    const before = await checkpoint();
    await kit.store.append(stream, testEvents(2, 'Restarted'), { expectedRevision: 'no_stream' });
    await expect.poll(() => started).toEqual([`${stream}#0`]);
    const stopping = first.stop();
    release();
    await stopping;
    // The steps under way when it stopped finished, and the checkpoint passed them.
    expect(ran).toEqual([`${stream}#0`, `${stream}#1`]);
    expect((await checkpoint()).eventsSeen).toBe(before.eventsSeen + 2);

    await kit.store.append(stream, testEvents(1, 'Restarted'), { expectedRevision: 1 });
    const second = runnerFor(workflow);
    try {
      await expect.poll(() => ran.length).toBe(3);
      // None run twice, none left out.
      expect(ran).toEqual([0, 1, 2].map((revision) => `${stream}#${revision}`));
    } finally {
      await second.stop();
    }
  });

  it('passes over events nothing reacts to, its stored checkpoint catching up with them soon after', async () => {
    const stream = uniqueStream('passed');
    const { workflow, ran } = recording('Reacting', async () => {});
    const runner = runnerFor(workflow);
    try {
      const before = await checkpoint();
      await kit.store.append(stream, testEvents(3, 'Ignored'), { expectedRevision: 'no_stream' });
      await expect.poll(async () => (await checkpoint()).eventsSeen).toBe(before.eventsSeen + 3);
      await kit.store.append(stream, testEvents(1, 'Reacting'), { expectedRevision: 2 });
      await expect.poll(() => ran).toEqual([`${stream}#3`]);
      await expect.poll(async () => (await checkpoint()).eventsSeen).toBe(before.eventsSeen + 4);
      expect(ran).toEqual([`${stream}#3`]);
    } finally {
      await runner.stop();
    }
  });
});
