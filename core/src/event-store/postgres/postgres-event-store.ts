import pg from 'pg';
import { idleConnectionMs } from '../../read-models/create-database.js';
import { ignoreLostConnections } from '../../read-models/ignore-lost-connections.js';
import { sleepUntil } from '../../runtime/sleep.js';
import type { EventMetadata, GlobalPosition, NewEvent, RecordedEvent } from '../event.js';
import { START_POSITION } from '../event.js';
import {
  type AppendResult,
  assertValidAppend,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  WrongExpectedRevision,
} from '../event-store.js';
import { dataJsonOf } from '../new-event-json.js';
import { storedEvent } from '../stored-event-data.js';
import { timeOrderedId } from '../time-ordered-id.js';
import { WakeSignal } from '../wake-signal.js';
import { AppendGroups, jsonArray } from './append-groups.js';
import { LiveTail, type TailRead } from './live-tail.js';
import { ensureEventStoreSchema } from './postgres-event-store.schema.js';
import {
  appendSql,
  countAfterSql,
  type EventRow,
  headPositionSql,
  readAllSql,
  readTailSql,
} from './postgres-event-store.sql.js';
import { PostgresWakeListener } from './postgres-wake-listener.js';
import { ReadGroups } from './read-groups.js';

export interface PostgresEventStoreOptions {
  readonly connectionString: string;
  readonly poolSize?: number;
  /** Safety-net poll while idle, in case a notification was missed. */
  readonly idlePollMs?: number;
  /** Poll while committed events are held back behind an older open transaction. */
  readonly heldBackPollMs?: number;
  /**
   * Least time between the starts of two reads of the live tail (which every subscription that
   * follows live shares, see {@link LiveTail}): a busy shop's appends then come in small batches
   * rather than one read (and its visibility horizon, see postgres-event-store.functions) per
   * append.
   */
  readonly liveReadGapMs?: number;
}

const uniqueViolation = '23505';
const json = 114;
const jsonb = 3802;
const streamRevisionKey = 'events_stream_revision_key';
const eventIdKey = 'events_event_id_key';

/** The default event store: a PostgreSQL `events` table with a gap-free global order. */
export class PostgresEventStore implements EventStore {
  readonly pool: pg.Pool;
  readonly #wake = new WakeSignal();
  readonly #listener: PostgresWakeListener;
  readonly #idlePollMs: number;
  readonly #heldBackPollMs: number;
  readonly #liveReadGapMs: number;
  readonly #tail: LiveTail;
  readonly #groups: AppendGroups;
  readonly #reads: ReadGroups;

  private constructor(options: PostgresEventStoreOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: idleConnectionMs,
      application_name: 'shop-event-store',
      // Event data stays JSON text until someone reads it (see withStoredData).
      types: {
        getTypeParser: (oid, format) =>
          oid === jsonb || oid === json
            ? (text: string) => text
            : pg.types.getTypeParser(oid, format),
      },
    });
    ignoreLostConnections(this.pool);
    this.#listener = new PostgresWakeListener(options.connectionString, this.#wake);
    this.#idlePollMs = options.idlePollMs ?? 1000;
    this.#heldBackPollMs = options.heldBackPollMs ?? 5;
    this.#liveReadGapMs = options.liveReadGapMs ?? 10;
    this.#groups = new AppendGroups(this.pool, () => this.#listener.announce());
    this.#reads = new ReadGroups(this.pool);
    this.#tail = new LiveTail(
      {
        readTail: (after, limit) => this.#readTail(after, limit),
        wake: this.#wake,
        listen: () => this.#listener.start(),
      },
      {
        readGapMs: this.#liveReadGapMs,
        heldBackPollMs: this.#heldBackPollMs,
        idlePollMs: this.#idlePollMs,
      },
    );
  }

  /**
   * @example
   * const store = await PostgresEventStore.connect({ connectionString: process.env.DATABASE_URL });
   */
  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    await ensureEventStoreSchema(store.pool);
    return store;
  }

  /** Appends made in one turn go together (see {@link AppendGroups}). */
  append(
    streamName: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertValidAppend(streamName, events);
    const columns = appendColumns(events);
    return this.#groups.append({
      streamName,
      ...columns,
      expected: expectedAt(options.expectedRevision),
      // The same ids and JSON texts as in the group: made once.
      alone: () => this.#appendAlone(this.pool, streamName, events, options, columns),
    });
  }

  /** Appends through a given client, so the append can share a caller's open transaction. */
  appendWith(
    client: pg.Pool | pg.PoolClient,
    streamName: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertValidAppend(streamName, events);
    return this.#appendAlone(client, streamName, events, options, appendColumns(events));
  }

  async #appendAlone(
    client: pg.Pool | pg.PoolClient,
    streamName: string,
    events: readonly NewEvent[],
    { expectedRevision }: { readonly expectedRevision: ExpectedRevision },
    columns: AppendColumns,
  ): Promise<AppendResult> {
    const expected = expectedAt(expectedRevision);
    const params = [
      streamName,
      columns.ids,
      columns.types,
      jsonArray(columns.data),
      jsonArray(columns.metadata),
      expected,
    ];
    // Named statements are planned once per connection: planning this query costs more than
    // running it.
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await client.query<{
          previous_revision: number;
          revision: number | null;
          position: string | null;
          transaction_id: string | null;
        }>({ name: 'shop-append', text: appendSql, values: params });
        const row = rows[0];
        if (!row || row.revision === null || row.position === null || !row.transaction_id) {
          const stored = await this.#alreadyStored(client, streamName, events);
          if (stored) return stored;
          throw new WrongExpectedRevision(
            streamName,
            expectedRevision,
            row?.previous_revision ?? null,
          );
        }
        if (client === this.pool) this.#listener.announce();
        return {
          nextExpectedRevision: row.revision,
          position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) },
        };
      } catch (error) {
        if (isUniqueViolation(error, eventIdKey)) {
          const stored = await this.#alreadyStored(client, streamName, events);
          if (stored) return stored;
          throw error;
        }
        if (!isUniqueViolation(error, streamRevisionKey)) throw error;
        // With "any" a conflict only means another writer took the next revision: try again.
        if (expected === null && attempt < 10) continue;
        const stored = await this.#alreadyStored(client, streamName, events);
        if (stored) return stored;
        throw new WrongExpectedRevision(streamName, expectedRevision, null);
      }
    }
  }

  /**
   * When every event of an append carries an id that this stream already holds, the append is
   * a retry of one that landed: its result, rather than a conflict or a second copy.
   */
  async #alreadyStored(
    client: pg.Pool | pg.PoolClient,
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | null> {
    const ids = events.map((event) => event.id);
    if (ids.some((id) => id === undefined)) return null;
    const { rows } = await client.query<{
      stream_name: string;
      revision: number;
      position: string;
      transaction_id: string;
    }>(
      `SELECT stream_name, revision::int AS revision, position::text AS position,
              transaction_id::text AS transaction_id
       FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY revision`,
      [ids],
    );
    const last = rows.at(-1);
    if (!last || rows.length !== ids.length) return null;
    if (rows.some((row) => row.stream_name !== streamName)) return null;
    return {
      nextExpectedRevision: last.revision,
      position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.position) },
    };
  }

  /** Wakes subscribers after a transaction that used {@link appendWith} has committed. */
  announceCommitted(): void {
    this.#listener.announce();
  }

  /** Reads asked in one turn go together (see {@link ReadGroups}). */
  async readStream(
    streamName: string,
    { fromRevision = 0 }: ReadStreamOptions = {},
  ): Promise<RecordedEvent[]> {
    const rows = await this.#reads.read([{ streamName, fromRevision }]);
    return rows.map(toRecordedEvent);
  }

  async readStreams(
    requests: readonly { readonly streamName: string; readonly fromRevision: number }[],
  ): Promise<Map<string, RecordedEvent[]>> {
    const read = new Map<string, RecordedEvent[]>(
      requests.map(({ streamName }) => [streamName, []]),
    );
    for (const row of await this.#reads.read(requests)) {
      read.get(row.stream_name)?.push(toRecordedEvent(row));
    }
    return read;
  }

  async readAll({ after = START_POSITION, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'shop-read-all',
      text: readAllSql,
      values: [after.commit.toString(), after.prepare.toString(), limit],
    });
    return rows.map(toRecordedEvent);
  }

  /**
   * Reads the log itself while behind (the next page read as the consumer applies this one),
   * then follows the process's shared {@link LiveTail} once a read of its own came back short.
   */
  async *subscribeToAll({
    after = START_POSITION,
    batchSize = 500,
    signal,
  }: SubscribeOptions = {}): AsyncIterable<RecordedEvent[]> {
    let position = after;
    let prefetched: Promise<RecordedEvent[]> | null = null;
    let caughtUp = false;
    let lastRead = Number.NEGATIVE_INFINITY;
    const leave = this.#tail.join();
    try {
      while (!signal?.aborted) {
        if (caughtUp && this.#tail.covers(position, lastRead)) {
          const batch = await this.#tail.after(position, batchSize, signal);
          const last = batch.at(-1);
          if (last) {
            position = last.position;
            yield batch;
          }
          continue;
        }
        if (!prefetched) {
          // A read of its own right after another short one: the tail's start is ahead of this
          // subscription still, and any read that starts now reaches it.
          await sleepUntil(lastRead + this.#liveReadGapMs, signal);
          if (signal?.aborted) break;
          lastRead = performance.now();
        }
        const batch = await (prefetched ?? this.readAll({ after: position, limit: batchSize }));
        prefetched = null;
        const last = batch.at(-1);
        caughtUp = batch.length < batchSize;
        if (last) {
          position = last.position;
          if (!caughtUp) {
            prefetched = this.readAll({ after: position, limit: batchSize });
            // Read again on the next round if it fails, or if the consumer stops first.
            prefetched.catch(() => {});
          }
          yield batch;
        }
      }
    } finally {
      leave();
    }
  }

  async #readTail(after: GlobalPosition, limit: number): Promise<TailRead> {
    const { rows } = await this.pool.query<EventRow & { more: boolean | null }>({
      name: 'shop-read-tail',
      text: readTailSql,
      values: [after.commit.toString(), after.prepare.toString(), limit],
    });
    const last = rows.at(-1);
    const more = last?.more ?? null;
    const events = (more === null ? rows : rows.slice(0, -1)).map(toRecordedEvent);
    return { events, more: more === true };
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ transaction_id: string; position: string }>(
      headPositionSql,
    );
    const row = rows[0];
    return row
      ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) }
      : START_POSITION;
  }

  async countAfter(
    position: GlobalPosition,
    { atMost }: { readonly atMost?: number } = {},
  ): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(countAfterSql, [
      position.commit.toString(),
      position.prepare.toString(),
      atMost ?? null,
    ]);
    return rows[0]?.count ?? 0;
  }

  /**
   * Settle appends before closing: one made in the turn `close` is called in has not gone yet
   * (appends go at the end of the turn) and fails with the pool's "Cannot use a pool after
   * calling end on the pool".
   */
  async close(): Promise<void> {
    this.#wake.wake();
    await this.#tail.stop();
    await this.#listener.stop();
    await this.pool.end();
  }
}

interface AppendColumns {
  readonly ids: readonly string[];
  readonly types: readonly string[];
  /** Each event's data and metadata as JSON text. */
  readonly data: readonly string[];
  readonly metadata: readonly string[];
}

/** An append's columns; an event without an id gets a time-ordered one. */
function appendColumns(events: readonly NewEvent[]): AppendColumns {
  return {
    ids: events.map((event) => event.id ?? timeOrderedId()),
    types: events.map((event) => event.type),
    data: events.map(dataJsonOf),
    metadata: events.map((event) => JSON.stringify(event.metadata)),
  };
}

/** The revision the stream must be at, as the SQL functions take it (null: any). */
function expectedAt(expectedRevision: ExpectedRevision): number | null {
  if (expectedRevision === 'any') return null;
  return expectedRevision === 'no_stream' ? -1 : expectedRevision;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.code === uniqueViolation &&
    error.constraint === constraint
  );
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return storedEvent(
    row.event_id,
    row.type,
    row.data,
    JSON.parse(row.metadata) as EventMetadata,
    row.stream_name,
    row.revision,
    { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) },
  );
}
