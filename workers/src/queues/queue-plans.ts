import { runMigrations } from 'bullmq';
import pg from 'pg';

/**
 * A statement of BullMQ's functions that filters jobs by a state it is given (`state =
 * p_state`): PostgreSQL's plan kept for any state cannot use the job table's partial indexes,
 * one per state.
 */
const stateParameterFilter = String.raw`(^|[^a-z_])state\s*(=|<>|!=)\s*(any\s*\(\s*)?[pv]_`;

/** Taken while tuning, so processes starting together do not alter a function at once. */
const tuningLock = 7_352_049_118;

/**
 * Migrates BullMQ's schema, then has each of its functions that filter jobs by a state they
 * are given plan their statements for each call's own values.
 *
 * Planned for any state, finishing a job scanned every job the queue kept (about 3,000 buffers
 * a payment job with a day's orders, growing with them). Planning every statement of every
 * function for each call instead (`plan_cache_mode` on the connections) cost about 1.8 ms of
 * planning a job; only three functions need it (the retention, retry and reprocess of jobs in a
 * given state), and the others keep the plans PostgreSQL makes once per connection.
 *
 * Idempotent: run by every process at start; what is tuned already is left as it is. A BullMQ
 * upgrade that replaces a function is tuned at the next start.
 *
 * @example
 * await planStateFiltersPerCall(databaseUrl, 'bullmq');
 */
export async function planStateFiltersPerCall(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-queues' });
  await client.connect();
  try {
    await runMigrations(client, schema);
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [tuningLock]);
    const { rows } = await client.query<{ fn: string }>(
      `SELECT p.oid::regprocedure::text AS fn
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = $1 AND p.prosrc ~* $2
         AND NOT coalesce('plan_cache_mode=force_custom_plan' = ANY (p.proconfig), false)`,
      [schema, stateParameterFilter],
    );
    // regprocedure's text names the function with its schema and argument types, quoted.
    for (const { fn } of rows) {
      await client.query(`ALTER FUNCTION ${fn} SET plan_cache_mode = force_custom_plan`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
