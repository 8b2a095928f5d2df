import type pg from 'pg';

/**
 * A connection the server drops (restart, failover, terminate) makes its client emit 'error';
 * unheard, that would kill the process. The query in flight, if any, still fails and its
 * caller handles that; the pool replaces the client on the next checkout.
 */
export function ignoreLostConnections(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}
