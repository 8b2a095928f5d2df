import type pg from 'pg';
import { functionsSql } from './postgres-event-store.functions.js';

/**
 * The events table. `transaction_id` records the appending transaction so readers can keep to
 * transactions that can no longer commit (below the horizon of postgres-event-store.functions):
 * a bigint identity alone would let a late-committing transaction's events slip behind a
 * reader's checkpoint.
 */
const schemaSql = `
CREATE TABLE IF NOT EXISTS events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL,
  stream_name text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_name, revision),
  CONSTRAINT events_event_id_key UNIQUE (event_id)
);
CREATE INDEX IF NOT EXISTS events_global_order_idx ON events (transaction_id, position);
`;

/** Creates the events table when missing; safe to run from several processes at once. */
export async function ensureEventStoreSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('shop:event-store-schema'))");
    await client.query(schemaSql);
    await client.query(functionsSql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
