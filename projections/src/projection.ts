import type { Database, RecordedEvent } from '@shop/core';
import type { Kysely } from 'kysely';
import type { CopyValue } from './copy-rows.js';

/** An event with its place in the global order as this projection counts it (1, 2, ...). */
export type ProjectedEvent = RecordedEvent & { readonly sequence: number };

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
  apply(context: ProjectionContext, events: readonly ProjectedEvent[]): Promise<void>;
}
