import { heldBackSql, readStreamsSql } from './postgres-event-store.sql.js';

/**
 * The visibility horizon of the event log, and why it looks only at appending transactions.
 *
 * Readers follow the log in (transaction_id, position) order and must never pass over an event
 * that commits later below a checkpoint they have already moved past. Keeping to transactions
 * below the snapshot's xmin guarantees that, but xmin counts every open write transaction of
 * the database, so one projection's batch writing its read model (or any slow transaction)
 * held every reader back: live lag p99 over a second under load.
 *
 * Instead, every append announces itself before it takes a transaction id: it holds a shared
 * transaction-level advisory lock (`appendLock`) from before its first write until it ends, and
 * refuses to run in a transaction that wrote something before without holding that lock. The
 * horizon is then:
 *
 *   1. xmax0 := xmax of a fresh snapshot (every id below it was handed out already);
 *   2. then, from one read of the lock table (after 1), the lowest transaction id locked by a
 *      backend that holds `appendLock` (every transaction holds an exclusive lock on its own
 *      id);
 *   3. horizon := the lower of the two; the events below it are read with a snapshot taken
 *      after 2 (a new statement: a volatile function under READ COMMITTED takes one per query).
 *
 * Why nothing below the horizon can still commit: an appending transaction with id x < xmax0
 * got x before step 1, so it took `appendLock` before step 1 too; if it is still open at the
 * read, it was open at step 2, holding both `appendLock` and the lock on x, so the horizon is at
 * most x. (A transaction releases its locks only after it has ended for every later snapshot,
 * and the lock table is read in one go under all its partition locks: both locks are seen
 * together.) Every other appending transaction gets its id after step 1, at or above xmax0. So
 * every appending transaction with an id below the horizon had ended before step 2, and the read's
 * later snapshot sees its events (or none, if it rolled back). Non-appending transactions, open
 * or not, no longer matter; appends themselves are one statement (a few milliseconds).
 * A savepoint rolled back releases the lock with its events, and a later append in that
 * transaction is refused like any append after another write. Two-phase commit is not used:
 * a prepared appending transaction has no backend, so the horizon would not see it.
 */
export const appendLock = { classId: 1936225139, objectId: 1 } as const;

/**
 * The events after a position below the horizon, in log order, at most a limit: what
 * `shop_read_all` and `shop_read_tail` read (their arguments and `horizon` variable).
 */
const belowHorizon = `FROM events e
  WHERE (e.transaction_id, e.position) > (p_after_tx, p_after_position)
    AND e.transaction_id < horizon
  ORDER BY e.transaction_id, e.position
  LIMIT p_limit`;

export const functionsSql = `
CREATE OR REPLACE FUNCTION shop_events_horizon() RETURNS xid8
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  xmax0 xid8;
  low bigint;
  held bigint;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'the event log is read under READ COMMITTED only';
  END IF;
  xmax0 := pg_snapshot_xmax(pg_current_snapshot());
  low := xmax0::text::bigint % 4294967296;
  -- Locks hold 32-bit ids: the distance below xmax0 (modulo 2^32) gives the full id; ids handed
  -- out after step 1 come out "above" (over 2^31 away) and are left aside. One read of the lock
  -- table: each backend's own ids (a transaction holds ExclusiveLock on its id, and on its
  -- subtransactions' higher ones, until after it ends), counted when it holds appendLock.
  SELECT max(distance) INTO held FROM (
    SELECT bool_or(l.locktype = 'advisory') AS appending,
           max(((low - l.transactionid::text::bigint) + 4294967296) % 4294967296)
             FILTER (WHERE l.locktype = 'transactionid') AS distance
    FROM pg_locks l
    WHERE l.granted AND l.pid IS NOT NULL AND (
      (l.locktype = 'advisory' AND l.classid = ${appendLock.classId}::oid
        AND l.objid = ${appendLock.objectId}::oid AND l.objsubid = 2
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))
      OR (l.locktype = 'transactionid' AND l.mode = 'ExclusiveLock'
        AND ((low - l.transactionid::text::bigint) + 4294967296) % 4294967296
          BETWEEN 1 AND 2147483647))
    GROUP BY l.pid
  ) AS backends
  WHERE appending;
  IF held IS NULL THEN
    RETURN xmax0;
  END IF;
  RETURN (xmax0::text::bigint - held)::text::xid8;
END
$fn$;

CREATE OR REPLACE FUNCTION shop_enter_append() RETURNS void
LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF pg_current_xact_id_if_assigned() IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM pg_locks
    WHERE pid = pg_backend_pid() AND locktype = 'advisory'
      AND classid = ${appendLock.classId}::oid AND objid = ${appendLock.objectId}::oid
      AND objsubid = 2 AND granted
  ) THEN
    RAISE EXCEPTION 'events must be appended before any other write of the transaction'
      USING ERRCODE = '25000';
  END IF;
  PERFORM pg_advisory_xact_lock_shared(${appendLock.classId}, ${appendLock.objectId});
END
$fn$;

-- The events' data and metadata come as one JSON array each (element i for event i): as
-- arrays of jsonb, every element was escaped into an array literal by the client and parsed
-- out of it here, which cost a tenth to a quarter of an append of ten events.
CREATE OR REPLACE FUNCTION shop_append(
  p_stream text, p_ids uuid[], p_types text[], p_data jsonb, p_metadata jsonb, p_expected bigint
) RETURNS TABLE (o_previous_revision int, o_revision int, o_position text, o_transaction_id text)
LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  PERFORM shop_enter_append();
  RETURN QUERY
  WITH current_revision AS (
    SELECT coalesce(max(e.revision), -1) AS revision FROM events e WHERE e.stream_name = p_stream
  ), inserted AS (
    INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
    SELECT n.event_id, p_stream, c.revision + n.ord, n.type, p_data -> (n.ord::int - 1),
           p_metadata -> (n.ord::int - 1)
    FROM current_revision c,
         unnest(p_ids, p_types) WITH ORDINALITY AS n(event_id, type, ord)
    WHERE p_expected IS NULL OR c.revision = p_expected
    RETURNING events.revision, events.position, events.transaction_id
  )
  SELECT c.revision::int, i.revision::int, i.position::text, i.transaction_id::text
  FROM current_revision c LEFT JOIN inserted i ON true
  ORDER BY i.revision DESC NULLS LAST
  LIMIT 1;
END
$fn$;

-- Several appends in one transaction (see append-groups.ts): each as shop_append would make it,
-- in a block of its own so a conflict leaves the others; its index, revisions and position, or
-- nulls when it appended nothing (revision moved on, or a unique key met): the caller then makes
-- that append again on its own, which tells which. The caller orders them by stream.
CREATE OR REPLACE FUNCTION shop_append_group(
  p_streams text[], p_counts int[], p_ids uuid[], p_types text[], p_data jsonb,
  p_metadata jsonb, p_expected bigint[]
) RETURNS TABLE (o_index int, o_revision int, o_position text, o_transaction_id text)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  first int := 1;
  last int;
BEGIN
  PERFORM shop_enter_append();
  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    last := first + p_counts[i] - 1;
    BEGIN
      RETURN QUERY
      WITH current_revision AS (
        SELECT coalesce(max(e.revision), -1) AS revision FROM events e
        WHERE e.stream_name = p_streams[i]
      ), inserted AS (
        INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
        SELECT n.event_id, p_streams[i], c.revision + n.ord, n.type,
               p_data -> (first - 2 + n.ord::int), p_metadata -> (first - 2 + n.ord::int)
        FROM current_revision c,
             unnest(p_ids[first:last], p_types[first:last]) WITH ORDINALITY AS n(event_id, type, ord)
        WHERE p_expected[i] IS NULL OR c.revision = p_expected[i]
        RETURNING events.revision, events.position, events.transaction_id
      )
      SELECT i, max(ins.revision)::int, max(ins.position)::text, max(ins.transaction_id::text)
      FROM inserted ins;
    EXCEPTION WHEN unique_violation THEN
      RETURN QUERY SELECT i, NULL::int, NULL::text, NULL::text;
    END;
    first := last + 1;
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION shop_read_all(p_after_tx xid8, p_after_position bigint, p_limit int)
RETURNS SETOF events LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  horizon xid8 := shop_events_horizon();
BEGIN
  RETURN QUERY SELECT * ${belowHorizon};
END
$fn$;

-- The live tail's read (live-tail.ts): shop_read_all's rows, then, when they are fewer than
-- asked, a row of nulls but for o_more: whether an event stands held back at or above the
-- horizon (heldBackSql; a new snapshot, as the tail used to ask in a round trip of its own).
CREATE OR REPLACE FUNCTION shop_read_tail(p_after_tx xid8, p_after_position bigint, p_limit int)
RETURNS TABLE (o_position bigint, o_transaction_id xid8, o_event_id uuid, o_stream_name text,
               o_revision bigint, o_type text, o_data jsonb, o_metadata jsonb, o_more boolean)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  horizon xid8 := shop_events_horizon();
  read bigint;
BEGIN
  RETURN QUERY SELECT e.position, e.transaction_id, e.event_id, e.stream_name, e.revision,
    e.type, e.data, e.metadata, NULL::boolean ${belowHorizon};
  GET DIAGNOSTICS read = ROW_COUNT;
  IF read < p_limit THEN
    RETURN QUERY SELECT NULL::bigint, NULL::xid8, NULL::uuid, NULL::text, NULL::bigint,
      NULL::text, NULL::jsonb, NULL::jsonb,
      coalesce((${heldBackSql.replace('$1', 'horizon')}), false);
  END IF;
END
$fn$;

-- Several streams at once, as readStreamsSql reads them, on a plan made once per connection:
-- left to choose, PostgreSQL planned that statement again at every call (its plan for any
-- arrays guesses a hundred streams, so looked dearer than one for the arrays given), and
-- planning it cost three times running it. The plan for any arrays looks each stream up by its
-- key (read-streams-plan.int.test.ts).
CREATE OR REPLACE FUNCTION shop_read_streams(p_streams text[], p_from_revisions int[])
RETURNS TABLE ("position" text, transaction_id text, event_id uuid, stream_name text,
               revision int, type text, data jsonb, metadata jsonb)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${readStreamsSql};
END
$fn$;

CREATE OR REPLACE FUNCTION shop_read_head() RETURNS SETOF events
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  horizon xid8 := shop_events_horizon();
BEGIN
  RETURN QUERY SELECT * FROM events e WHERE e.transaction_id < horizon
  ORDER BY e.transaction_id DESC, e.position DESC
  LIMIT 1;
END
$fn$;
`;
