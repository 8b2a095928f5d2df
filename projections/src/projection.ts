import type { Database, RecordedEvent } from '@shop/core';
import type { Kysely } from 'kysely';
import type { CopyValue } from './copy-rows.js';

/** What a projection writes with: both act inside the runner's transaction for the batch. */
export interface ProjectionContext {
  readonly trx: Kysely<Database>;
  /** Bulk-loads rows with COPY, much faster than INSERT for a whole batch. */
  copyRows<Table extends keyof Database>(
    table: Table,
    columns: readonly (keyof Database[Table] & string)[],
    rows: readonly (readonly CopyValue[])[],
  ): Promise<void>;
}

/**
 * Keeps read-model tables up to date from events. `apply` runs inside the runner's
 * transaction, which also moves the checkpoint, so each event takes effect exactly once.
 */
export interface Projection {
  readonly name: string;
  /** The tables this projection owns; a rebuild empties them. */
  readonly tables: readonly (keyof Database)[];
  /**
   * The stream categories it reads (`order` for `order-<number>`); every event when absent. A
   * batch with none of them moves the checkpoint in one round trip, without `apply`.
   */
  readonly streams?: readonly string[];
  /**
   * `firstSequence` is the first event's place in the global order as this projection counts
   * it (1, 2, ...); the others follow on.
   */
  apply(
    context: ProjectionContext,
    events: readonly RecordedEvent[],
    firstSequence: number,
  ): Promise<void>;
  /**
   * Work done for a batch before its checkpoint moves, outside the transaction: a workflow's
   * commands and jobs. A crash before the checkpoint moves runs it again, so it must be safe
   * to repeat (its commands and jobs are named after the events that caused them).
   */
  react?(events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Whether `react` has anything to do for the event (every event when absent). Reacting ahead,
   * the runner stores its checkpoint past batches with none of these a little later, with other
   * runners' (see `followReactingAhead`).
   */
  reactsTo?(event: RecordedEvent): boolean;
  /**
   * How many batches may be reacting at once (1 when absent): the runner reads on while earlier
   * batches' reactions run, and moves the checkpoint past a batch only once it and every batch
   * before it are done. `react` then keeps its own order across calls (a workflow's, per stream).
   */
  readonly reactAhead?: number;
}
