import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';
import { testMetadata } from '../testing/test-events.js';
import { foldAsOf } from './aggregate-cache.js';
import { handleCommand } from './command-handler.js';
import type { Decider } from './decider.js';
import { countReads } from './decider-test-kit.js';

type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<{ by: number }, Counted, number> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
};

describe('foldAsOf', () => {
  it('answers from the kept fold when it reaches the revision asked for', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'counter-1', counter, { by: 2 }, testMetadata());
    await handleCommand(store, 'counter-1', counter, { by: 3 }, testMetadata());
    const reads = countReads(store);
    expect(await foldAsOf(store, 'counter-1', counter, 1)).toEqual({ state: 5, revision: 1 });
    expect(reads()).toBe(0);
  });

  it('reads the stream when the kept fold is behind the revision asked for', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'counter-1', counter, { by: 2 }, testMetadata());
    // Another process appends: this one's fold stays at revision 0.
    await store.append(
      'counter-1',
      [{ type: 'Counted', data: { by: 7 }, metadata: testMetadata() }],
      {
        expectedRevision: 0,
      },
    );
    const reads = countReads(store);
    expect(await foldAsOf(store, 'counter-1', counter, 1)).toEqual({ state: 9, revision: 1 });
    expect(reads()).toBe(1);
  });

  it('reads a stream this process has no fold of', async () => {
    const store = new InMemoryEventStore();
    await store.append(
      'counter-1',
      [{ type: 'Counted', data: { by: 4 }, metadata: testMetadata() }],
      {
        expectedRevision: 'no_stream',
      },
    );
    expect(await foldAsOf(store, 'counter-1', counter, 0)).toEqual({ state: 4, revision: 0 });
  });
});
