/**
 * One round trip per append: read the stream's revision, check the expectation and insert,
 * inside `shop_append` (which first announces the append: see postgres-event-store.functions).
 * A concurrent writer that got there first makes the insert hit the (stream, revision) key.
 */
export const appendSql = `
SELECT o_previous_revision AS previous_revision, o_revision AS revision,
       o_position AS position, o_transaction_id AS transaction_id
FROM shop_append($1, $2::uuid[], $3::text[], $4::jsonb, $5::jsonb, $6::bigint)`;

// Output names shadow the table's columns in ORDER BY: sort by qualified names.
const columns = `position::text AS position, transaction_id::text AS transaction_id, event_id,
  stream_name, revision::int AS revision, type, data, metadata`;

export const readStreamSql = `SELECT ${columns} FROM events
WHERE stream_name = $1 AND events.revision >= $2 ORDER BY events.revision`;

/**
 * Several streams, each from its own revision, in stream and revision order: each stream's
 * events found through the (stream, revision) key. As a plain join, the plan PostgreSQL keeps
 * for this prepared statement guessed 10 streams a call and hashed them against a scan of the
 * whole events table (2,300 buffers a checkout at 25,000 events, growing with the log) while
 * the table had no statistics yet. The lateral subquery, kept apart from the join by its ORDER
 * BY, can only be looked up stream by stream.
 */
export const readStreamsSql = `SELECT ${columns} FROM unnest($1::text[], $2::int[]) AS wanted(name, from_revision)
CROSS JOIN LATERAL (
  SELECT * FROM events
  WHERE events.stream_name = wanted.name AND events.revision >= wanted.from_revision
  ORDER BY events.revision
) AS events
ORDER BY events.stream_name, events.revision`;

/** `readStreamsSql`, run by a function that keeps its plan (`shop_read_streams`). */
export const readStreamsCallSql = 'SELECT * FROM shop_read_streams($1::text[], $2::int[])';

/** Only below the horizon of appending transactions: none of those can still commit. */
export const readAllSql = `
SELECT ${columns} FROM shop_read_all($1::text::xid8, $2::bigint, $3::int) AS events
ORDER BY events.transaction_id, events.position`;

/**
 * Whether a committed event stands at or after `horizon` (held back behind an older open
 * transaction, or committed since the horizon was taken): asked by the tail's read
 * (`shop_read_tail`) when its rows came back short, as every event after the position below the
 * horizon was among them.
 *
 * The first such event in log order, not `EXISTS`: inside `EXISTS` PostgreSQL drops the ORDER
 * BY and, guessing a third of the table matches, scans the table for a match (1,000 buffers a
 * call at 50,000 events, growing with the log); in log order it walks the global-order index.
 */
export const heldBackSql = `
SELECT true FROM events WHERE events.transaction_id >= $1
ORDER BY events.transaction_id, events.position LIMIT 1`;

/**
 * The live tail's read: `readAllSql`'s rows, then, when fewer came than asked, one more row
 * whose only value is `more`, whether anything stands held back after them (`heldBackSql`).
 */
export const readTailSql = `
SELECT o_position::text AS position, o_transaction_id::text AS transaction_id,
  o_event_id AS event_id, o_stream_name AS stream_name, o_revision::int AS revision,
  o_type AS type, o_data AS data, o_metadata AS metadata, o_more AS more
FROM shop_read_tail($1::text::xid8, $2::bigint, $3::int)
ORDER BY o_more IS NOT NULL, o_transaction_id, o_position`;

/** The newest event a reader may see: below the horizon, as `readAllSql` reads. */
export const headPositionSql = `
SELECT transaction_id::text AS transaction_id, position::text AS position FROM shop_read_head()`;

/** The events after a position, no more than $3 of them (all when null: LIMIT NULL). */
export const countAfterSql = `
SELECT count(*)::int AS count FROM (
  SELECT FROM events WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
  ORDER BY transaction_id, position LIMIT $3::bigint
) AS after`;

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
