import type { Database, RecordedEvent } from '@shop/core';
import type { Transaction } from 'kysely';

/** An event with its place in the global order as this projection counts it (1, 2, ...). */
export type ProjectedEvent = RecordedEvent & { readonly sequence: number };

/**
 * Keeps read-model tables up to date from events. `apply` runs inside the runner's
 * transaction, which also moves the checkpoint, so each event takes effect exactly once.
 */
export interface Projection {
  readonly name: string;
  /** The tables this projection owns; a rebuild empties them. */
  readonly tables: readonly (keyof Database)[];
  apply(trx: Transaction<Database>, events: readonly ProjectedEvent[]): Promise<void>;
}
