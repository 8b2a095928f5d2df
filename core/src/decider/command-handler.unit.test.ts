import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';
import { testMetadata } from '../testing/test-events.js';
import { handleCommand, StaleRevision } from './command-handler.js';
import type { Decider } from './decider.js';

type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<{ by: number }, Counted, number> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
};

describe('handleCommand with the revision the caller saw', () => {
  it('decides when the stream is still where the caller saw it', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'counter-1', counter, { by: 1 }, testMetadata());
    const handled = await handleCommand(store, 'counter-1', counter, { by: 2 }, testMetadata(), {
      expectedRevision: 0,
    });
    expect(handled).toMatchObject({ state: 3, revision: 1 });
  });

  it('refuses, without deciding again, when the stream moved on since', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'counter-1', counter, { by: 1 }, testMetadata());
    await handleCommand(store, 'counter-1', counter, { by: 1 }, testMetadata());
    await expect(
      handleCommand(store, 'counter-1', counter, { by: 5 }, testMetadata(), {
        expectedRevision: 0,
      }),
    ).rejects.toBeInstanceOf(StaleRevision);
    expect((await store.readStream('counter-1')).length).toBe(2);
  });

  it('lets one of two writers that saw the same revision win', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'counter-1', counter, { by: 1 }, testMetadata());
    const results = await Promise.allSettled([
      handleCommand(store, 'counter-1', counter, { by: 10 }, testMetadata(), {
        expectedRevision: 0,
      }),
      handleCommand(store, 'counter-1', counter, { by: 20 }, testMetadata(), {
        expectedRevision: 0,
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(StaleRevision);
  });
});
