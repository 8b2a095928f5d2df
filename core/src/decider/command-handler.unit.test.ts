import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';
import { testMetadata } from '../testing/test-events.js';
import { keptFold } from './aggregate-cache.js';
import { handleCommand, StaleRevision } from './command-handler.js';
import type { Decider } from './decider.js';
import { countReads } from './decider-test-kit.js';

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

describe('handleCommand on the fold this process kept', () => {
  type Taken = { type: 'Taken'; data: { units: number } };
  type Stocked = { type: 'Stocked'; data: { units: number } };
  const stock: Decider<{ take: number } | { add: number }, Taken | Stocked, number> = {
    initialState: 0,
    evolve: (units, event) =>
      event.type === 'Taken' ? units - event.data.units : units + event.data.units,
    decide: (command, units) => {
      if ('add' in command) return [{ type: 'Stocked', data: { units: command.add } }];
      if (command.take > units) throw new Error(`only ${units} left`);
      return [{ type: 'Taken', data: { units: command.take } }];
    },
  };

  it('appends a second command without reading the stream first', async () => {
    const store = new InMemoryEventStore();
    const reads = countReads(store);
    await handleCommand(store, 'stock-1', stock, { add: 5 }, testMetadata());
    const before = reads();
    const handled = await handleCommand(store, 'stock-1', stock, { take: 2 }, testMetadata());
    expect(reads()).toBe(before);
    expect(handled).toMatchObject({ state: 3, revision: 1 });
  });

  it('keeps the state a database read would fold: JSON, apart from the objects of the command', async () => {
    type Noted = { type: 'Noted'; data: { at: Date | string; tags: string[] } };
    const notes: Decider<{ at: Date; tags: string[] }, Noted, Noted['data'][]> = {
      initialState: [],
      evolve: (all, event) => [...all, event.data],
      decide: (command) => [{ type: 'Noted', data: command }],
    };
    const store = new InMemoryEventStore();
    const tags = ['gift'];
    await handleCommand(
      store,
      'notes-1',
      notes,
      { at: new Date('2026-11-29T00:00:00Z'), tags },
      testMetadata(),
    );
    tags.push('changed after the append');
    // As PostgreSQL and EventStoreDB give the event back: JSON, whose dates are strings.
    expect(keptFold(store, 'notes-1', notes)).toEqual({
      state: [{ at: '2026-11-29T00:00:00.000Z', tags: ['gift'] }],
      revision: 0,
    });
  });

  it('decides again on a read when another writer moved the stream on, losing neither write', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'stock-1', stock, { add: 5 }, testMetadata());
    // Another process takes 4: this one's kept fold still says 5.
    await store.append(
      'stock-1',
      [{ type: 'Taken', data: { units: 4 }, metadata: testMetadata() }],
      {
        expectedRevision: 0,
      },
    );
    await expect(
      handleCommand(store, 'stock-1', stock, { take: 3 }, testMetadata()),
    ).rejects.toThrow('only 1 left');
    const handled = await handleCommand(store, 'stock-1', stock, { take: 1 }, testMetadata());
    expect(handled).toMatchObject({ state: 0, revision: 2 });
    expect((await store.readStream('stock-1')).map((event) => event.data)).toEqual([
      { units: 5 },
      { units: 4 },
      { units: 1 },
    ]);
  });

  it('does not refuse on a kept fold that is behind: the refusal is checked on a read', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'stock-1', stock, { add: 1 }, testMetadata());
    // Another process restocks: the kept fold says 1 unit, the stream 11.
    await store.append(
      'stock-1',
      [{ type: 'Stocked', data: { units: 10 }, metadata: testMetadata() }],
      {
        expectedRevision: 0,
      },
    );
    const handled = await handleCommand(store, 'stock-1', stock, { take: 6 }, testMetadata());
    expect(handled).toMatchObject({ state: 5, revision: 2 });
  });

  it('appends a retried command once, however its kept fold stands', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, 'stock-1', stock, { add: 5 }, testMetadata());
    await handleCommand(store, 'stock-1', stock, { take: 2 }, testMetadata(), {
      commandId: 'job-7',
    });
    await handleCommand(store, 'stock-1', stock, { take: 2 }, testMetadata(), {
      commandId: 'job-7',
    });
    expect(await store.readStream('stock-1')).toHaveLength(2);
  });
});

describe('handleCommand on a stream said to be new', () => {
  type Opened = { type: 'Opened'; data: { by: string } };
  // Opening twice is refused: what a second PlaceOrder on one order number would be.
  const opening: Decider<{ by: string }, Opened, string | null> = {
    initialState: null,
    evolve: (_, event) => event.data.by,
    decide: (command, openedBy) => {
      if (openedBy !== null) throw new Error(`opened by ${openedBy} already`);
      return [{ type: 'Opened', data: { by: command.by } }];
    },
  };

  it('decides on the initial state without reading the stream', async () => {
    const store = new InMemoryEventStore();
    const reads = countReads(store);
    const handled = await handleCommand(store, 'door-1', opening, { by: 'a' }, testMetadata(), {
      newStream: true,
    });
    expect(reads()).toBe(0);
    expect(handled).toMatchObject({ state: 'a', revision: 0 });
  });

  it('decides on a read when the stream exists after all, appending nothing twice', async () => {
    const store = new InMemoryEventStore();
    // Another process opened it: this one has no fold of it.
    await store.append(
      'door-1',
      [{ type: 'Opened', data: { by: 'b' }, metadata: testMetadata() }],
      {
        expectedRevision: 'no_stream',
      },
    );
    await expect(
      handleCommand(store, 'door-1', opening, { by: 'a' }, testMetadata(), { newStream: true }),
    ).rejects.toThrow('opened by b already');
    expect((await store.readStream('door-1')).map((event) => event.data)).toEqual([{ by: 'b' }]);
  });

  it('appends a retried command once', async () => {
    const store = new InMemoryEventStore();
    const options = { newStream: true, commandId: 'checkout-event-1' };
    await handleCommand(store, 'door-1', opening, { by: 'a' }, testMetadata(), options);
    // A second process retries the same cause: the kept fold of the first is not its own.
    const other = new InMemoryEventStore();
    Object.assign(other, {
      append: store.append.bind(store),
      readStream: store.readStream.bind(store),
    });
    const retried = await handleCommand(
      other,
      'door-1',
      opening,
      { by: 'a' },
      testMetadata(),
      options,
    );
    expect(retried).toMatchObject({ state: 'a', revision: 0 });
    expect(await store.readStream('door-1')).toHaveLength(1);
  });
});
