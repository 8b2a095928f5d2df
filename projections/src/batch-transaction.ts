import { databaseOnClient } from '@shop/core';
import type pg from 'pg';
import { copyRows } from './copy-rows.js';
import type { ProjectionContext } from './projection.js';

/** The savepoint every batch transaction opens with. */
export const batchSavepoint = 'batch';

/**
 * Runs `work` in one transaction on one client, giving it both Kysely and COPY on that client.
 * Losing the last commits in a crash is harmless (the checkpoint is lost with the effects, and
 * those events are applied again), so commits do not wait for the disk. The transaction opens
 * with the savepoint `batch` (`batchSavepoint`), which `work` may roll back to.
 */
export async function withBatchTransaction<T>(
  pool: pg.Pool,
  work: (context: ProjectionContext) => Promise<T>,
  {
    commitWith,
  }: {
    /**
     * A statement sent with the COMMIT, in the same round trip (its values written into it as
     * literals): if it fails, the COMMIT does not run and the transaction rolls back.
     */
    commitWith?: string;
  } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip for all three (the simple protocol runs them in turn).
    await client.query(`BEGIN; SET LOCAL synchronous_commit = off; SAVEPOINT ${batchSavepoint}`);
    const result = await work({
      trx: databaseOnClient(client),
      copyRows: (table, columns, rows) => copyRows(client, table, columns, rows),
    });
    await client.query(commitWith ? `${commitWith}; COMMIT` : 'COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A client whose rollback failed is in an unknown state: discard it rather than reuse it.
    client.release(broken);
  }
}
