import type pg from 'pg';
import { type EventRow, readStreamSql, readStreamsCallSql } from './postgres-event-store.sql.js';
import { TurnBatches } from './turn-batches.js';

/** One stream's events from a revision on. */
export interface StreamRead {
  readonly streamName: string;
  readonly fromRevision: number;
}

export interface ReadGroupsOptions {
  /** Reads on their way at once; more requests wait and go together in the next read. */
  readonly inFlight?: number;
  /** Requests in one read at most. */
  readonly size?: number;
}

interface Waiting {
  readonly reads: readonly StreamRead[];
  resolve(rows: EventRow[]): void;
  reject(error: unknown): void;
}

/**
 * Stream reads from many requests at once, sent as few round trips: reads asked in one turn of
 * the event loop go at its end (`setImmediate`), together, while fewer than `inFlight` are on
 * their way, and otherwise wait to go with the others asked meanwhile, as one call of
 * `shop_read_streams`. A checkout reads its products' streams before it appends: with a read of
 * its own each, the round trip (a wake-up of PostgreSQL's backend and of this process) cost more
 * than the read: in bursts of 202 checkouts at -c 100, PostgreSQL's CPU per checkout was about
 * twice what it was without the read (bench/README.md, 2026-11-28 08:11). Each request's read starts after it was asked, so it sees every event
 * appended before (its own included), as a read of its own would. A stream asked by several
 * requests is read once from the lowest revision asked, and each is given its events from its
 * own. A read that fails fails each of its requests, as a lost connection fails a single read.
 */
export class ReadGroups {
  readonly #batches: TurnBatches<Waiting>;

  constructor(
    private readonly pool: pg.Pool,
    { inFlight = 2, size = 64 }: ReadGroupsOptions = {},
  ) {
    this.#batches = new TurnBatches(
      (group) => this.#run(group),
      (group, error) => {
        for (const waiting of group) waiting.reject(error);
      },
      inFlight,
      size,
    );
  }

  /** The events of `reads`' streams, each stream's from its revision on, in revision order. */
  read(reads: readonly StreamRead[]): Promise<EventRow[]> {
    if (reads.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.#batches.add({ reads, resolve, reject });
    });
  }

  async #run(group: readonly Waiting[]): Promise<void> {
    const only = group.length === 1 ? group[0] : undefined;
    const single = only?.reads.length === 1 ? only.reads[0] : undefined;
    if (only && single) {
      const { rows } = await this.pool.query<EventRow>({
        name: 'shop-read-stream',
        text: readStreamSql,
        values: [single.streamName, single.fromRevision],
      });
      only.resolve(rows);
      return;
    }
    // Each stream once, from the lowest revision asked.
    const from = new Map<string, number>();
    for (const { reads } of group) {
      for (const { streamName, fromRevision } of reads) {
        from.set(streamName, Math.min(fromRevision, from.get(streamName) ?? fromRevision));
      }
    }
    const { rows } = await this.pool.query<EventRow>({
      name: 'shop-read-streams',
      text: readStreamsCallSql,
      values: [[...from.keys()], [...from.values()]],
    });
    const byStream = new Map<string, EventRow[]>();
    for (const row of rows) {
      const stream = byStream.get(row.stream_name);
      if (stream) stream.push(row);
      else byStream.set(row.stream_name, [row]);
    }
    for (const { reads, resolve } of group) {
      resolve(
        reads.flatMap(({ streamName, fromRevision }) =>
          (byStream.get(streamName) ?? []).filter((row) => row.revision >= fromRevision),
        ),
      );
    }
  }
}
