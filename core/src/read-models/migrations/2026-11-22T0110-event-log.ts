import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // actor and data hold JSON as text: the audit view shows them as they were and never queries
  // inside them, and the projection copies text it took from the event store, which is valid
  // JSON already; skipping the check speeds up catch-up and rebuilds.
  await db.schema
    .createTable('event_log')
    .addColumn('position', 'bigint', (column) => column.primaryKey())
    .addColumn('event_id', 'uuid', (column) => column.notNull())
    .addColumn('stream_name', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('actor_label', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('causation_id', 'text')
    .addColumn('data', 'text', (column) => column.notNull())
    .execute();
  // Few indexes, because each one slows catch-up: text_pattern_ops lets the stream index
  // answer both a stream (=) and a category (LIKE 'order-%').
  await sql`CREATE INDEX event_log_stream_idx ON event_log (stream_name text_pattern_ops, revision)`.execute(
    db,
  );
  // On type alone, whose equal keys PostgreSQL stores once (deduplicated): far cheaper to keep
  // up than (type, position), and the planner still finds a type's newest events by position.
  await db.schema.createIndex('event_log_type_idx').on('event_log').column('type').execute();
  await db.schema
    .createIndex('event_log_correlation_idx')
    .on('event_log')
    .column('correlation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_log').execute();
}
