/**
 * One round trip per append: read the stream's revision, check the expectation and insert.
 * A concurrent writer that got there first makes the insert hit the (stream, revision) key.
 */
export const appendSql = `
WITH current_revision AS (
  SELECT coalesce(max(revision), -1) AS revision FROM events WHERE stream_name = $1
), inserted AS (
  INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
  SELECT e.event_id, $1, c.revision + e.ord, e.type, e.data, e.metadata
  FROM current_revision c,
       unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])
         WITH ORDINALITY AS e(event_id, type, data, metadata, ord)
  WHERE $6::bigint IS NULL OR c.revision = $6::bigint
  RETURNING revision, position, transaction_id
)
SELECT c.revision::int AS previous_revision,
       i.revision::int AS revision,
       i.position::text AS position,
       i.transaction_id::text AS transaction_id
FROM current_revision c LEFT JOIN inserted i ON true
ORDER BY i.revision DESC NULLS LAST
LIMIT 1`;

// Output names shadow the table's columns in ORDER BY: sort by qualified names.
const columns = `position::text AS position, transaction_id::text AS transaction_id, event_id,
  stream_name, revision::int AS revision, type, data, metadata`;

export const readStreamSql = `SELECT ${columns} FROM events
WHERE stream_name = $1 AND events.revision >= $2 ORDER BY events.revision`;

/** Only transactions below the snapshot's xmin: none of those can still commit. */
export const readAllSql = `
SELECT ${columns} FROM events
WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
  AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY events.transaction_id, events.position
LIMIT $3`;

/**
 * Whether any committed event stands after a position, readable yet or held back behind an
 * older open transaction. Asked after a read came back short: the answer may have changed
 * since, so it asks about everything after the position, not only what was held back then.
 */
export const moreAfterSql = `
SELECT EXISTS (
  SELECT 1 FROM events WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
) AS more`;

/** The newest event a reader may see: below the snapshot's xmin, as `readAllSql` reads. */
export const headPositionSql = `
SELECT transaction_id::text AS transaction_id, position::text AS position FROM events
WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY transaction_id DESC, position DESC
LIMIT 1`;

export const countAfterSql = `
SELECT count(*)::int AS count FROM events
WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)`;

export interface EventRow {
  position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  revision: number;
  type: string;
  /** JSON text. */
  data: string;
  /** JSON text. */
  metadata: string;
}
