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

/**
 * How long an idle pooled connection stays open: a minute, not pg's 10 s. Bursts of shoppers
 * come seconds apart; each connection closed between them costs PostgreSQL a new backend (its
 * start, its catalogue caches, a first plan of every statement) at the next burst.
 */
export const idleConnectionMs = 60_000;
