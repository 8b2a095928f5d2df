import type pg from 'pg';

/** Another job holds the seller's lock; the job is tried again later. */
export class SellerBusyError extends Error {
  override readonly name = 'SellerBusyError';
}

/**
 * Runs `work` holding a PostgreSQL advisory lock named `key`, on a connection of its own. A
 * worker that dies (even by SIGKILL) drops its connection and with it the lock, so a job taken
 * over after a crash never runs beside the one it replaces, which a job lock alone cannot promise
 * of a worker that only stalled.
 *
 * @example
 * await withSellerLock(pool, `taobao-listings-${sellerId}`, () => syncListings(sellerId));
 */
export async function withSellerLock<T>(
  pool: pg.Pool,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let locked = false;
  try {
    const result = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [key],
    );
    locked = result.rows[0]?.locked === true;
    if (!locked) throw new SellerBusyError(`${key} is running elsewhere.`);
    return await work();
  } finally {
    if (locked) {
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
        .catch(() => {});
    }
    client.release();
  }
}
