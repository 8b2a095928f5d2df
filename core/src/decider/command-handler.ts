import type { EventMetadata, RecordedEvent } from '../event-store/event.js';
import { type EventStore, WrongExpectedRevision } from '../event-store/event-store.js';
import { withDataJson } from '../event-store/new-event-json.js';
import { foldStream, keepAppended, keptFold } from './aggregate-cache.js';
import type { Decider, DomainEvent } from './decider.js';
import { deterministicId } from './deterministic-id.js';

export interface CommandOptions {
  /** How often a concurrent writer may make the append fail before the error is thrown. */
  readonly retries?: number;
  /**
   * Names the command after its cause (a job, a workflow step, an Idempotency-Key): its events
   * get ids derived from it, so a retried command whose append did land is not appended twice.
   */
  readonly commandId?: string;
  /**
   * The revision the caller saw (a form loaded earlier): the command is refused with
   * {@link StaleRevision} if the stream moved on since, instead of being decided again.
   */
  readonly expectedRevision?: number;
  /**
   * The stream is new unless this is a retry: its name was just made from a new cause (a new
   * order's number, that order's payment). The command is decided on the initial state without
   * reading first; the append's "no stream yet" check sends a retry to the usual read.
   */
  readonly newStream?: boolean;
}

/** The stream changed after the caller read it; they should reload before deciding again. */
export class StaleRevision extends Error {
  override readonly name = 'StaleRevision';
  constructor(
    readonly streamName: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${streamName} is at revision ${actual}, not ${expected}`);
  }
}

export interface HandledCommand<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Revision of the stream's last event afterwards; -1 when it still does not exist. */
  readonly revision: number;
  readonly position: RecordedEvent['position'] | null;
}

/**
 * The one write path: load the stream, fold it, decide, append at the revision that was read.
 * A concurrent writer makes the append fail; the command is then decided again on fresh state.
 *
 * @example
 * await handleCommand(store, `user-${id}`, userDecider, { type: 'RegisterUser', ... }, metadata);
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  { retries = 3, commandId, expectedRevision, newStream = false }: CommandOptions = {},
): Promise<HandledCommand<Event, State>> {
  return inTurn(store, streamName, () =>
    decideAndAppend(
      store,
      streamName,
      decider,
      command,
      metadata,
      expectedRevision === undefined ? retries : 0,
      commandId,
      expectedRevision,
      newStream,
    ),
  );
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  retries: number,
  commandId: string | undefined,
  expectedRevision: number | undefined,
  newStream: boolean,
): Promise<HandledCommand<Event, State>> {
  // First on the fold this process kept (or, for a stream said to be new, on none), without a
  // read: the append at its revision is refused if the stream moved on (or exists), and the
  // command is then decided on a fresh read. Only a decision to append is trusted so: a
  // refusal or nothing to do is checked on a read.
  if (expectedRevision === undefined) {
    const kept =
      keptFold(store, streamName, decider) ??
      (newStream ? { state: decider.initialState, revision: -1 } : undefined);
    if (kept) {
      const handled = await appendOnKept(
        store,
        streamName,
        decider,
        command,
        metadata,
        commandId,
        kept,
      );
      if (handled) return handled;
    }
  }
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await foldStream(store, streamName, decider);
    if (expectedRevision !== undefined && revision !== expectedRevision) {
      throw new StaleRevision(streamName, expectedRevision, revision);
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision, position: null };
    const appended = newEvents(streamName, events, metadata, commandId);
    try {
      const result = await store.append(streamName, appended, {
        expectedRevision: revision === -1 ? 'no_stream' : revision,
      });
      if (result.nextExpectedRevision === revision + events.length) {
        keepAppended(store, streamName, decider, { state, revision }, appended);
      }
      return {
        events,
        state: events.reduce((current, event) => decider.evolve(current, event), state),
        revision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (error instanceof WrongExpectedRevision && expectedRevision !== undefined) {
        throw new StaleRevision(streamName, expectedRevision, expectedRevision + 1);
      }
      if (!(error instanceof WrongExpectedRevision) || attempt >= retries) throw error;
      // Writers that collided would collide again in step: spread their next tries.
      if (attempt > 2) await pause(Math.random() * Math.min(50, 2 ** attempt));
    }
  }
}

/**
 * Decides on the kept fold and appends at its revision. Undefined when that cannot be trusted
 * (the decider refused or had nothing to do, the stream moved on, the events were there
 * already): the caller decides again on a read.
 */
async function appendOnKept<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  commandId: string | undefined,
  kept: { state: State; revision: number },
): Promise<HandledCommand<Event, State> | undefined> {
  let events: readonly Event[];
  try {
    events = decider.decide(command, kept.state);
  } catch {
    return undefined;
  }
  if (events.length === 0) return undefined;
  const appended = newEvents(streamName, events, metadata, commandId);
  let result: Awaited<ReturnType<EventStore['append']>>;
  try {
    result = await store.append(streamName, appended, {
      expectedRevision: kept.revision === -1 ? 'no_stream' : kept.revision,
    });
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return undefined;
    throw error;
  }
  // Another revision: a retry whose events had landed before; its state is read below.
  if (result.nextExpectedRevision !== kept.revision + events.length) return undefined;
  keepAppended(store, streamName, decider, kept, appended);
  return {
    events,
    state: events.reduce((current, event) => decider.evolve(current, event), kept.state),
    revision: result.nextExpectedRevision,
    position: result.position,
  };
}

function newEvents<Event extends DomainEvent>(
  streamName: string,
  events: readonly Event[],
  metadata: EventMetadata,
  commandId: string | undefined,
) {
  return events.map((event, index) =>
    withDataJson({
      ...(commandId && { id: deterministicId(`${streamName}/${commandId}/${index}`) }),
      type: event.type,
      data: event.data,
      metadata,
    }),
  );
}

/** The commands of this process waiting for each stream, per store. */
const turns = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

/**
 * Runs commands on one stream one after the other within this process: concurrent writers
 * here would only make each other's appends fail and decide again. Other processes still
 * meet at the expected revision.
 */
function inTurn<T>(store: EventStore, streamName: string, work: () => Promise<T>): Promise<T> {
  let streams = turns.get(store);
  if (!streams) {
    streams = new Map();
    turns.set(store, streams);
  }
  const run = (streams.get(streamName) ?? Promise.resolve()).then(work, work);
  const done = run.then(
    () => {},
    () => {},
  );
  streams.set(streamName, done);
  void done.then(() => {
    if (streams.get(streamName) === done) streams.delete(streamName);
  });
  return run;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
