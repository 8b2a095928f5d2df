import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // json, not jsonb: the audit view shows these as they were and never queries inside them,
  // and json is several times cheaper to write, which catch-up and rebuilds feel.
  await db.schema
    .createTable('event_log')
    .addColumn('position', 'bigint', (column) => column.primaryKey())
    .addColumn('event_id', 'uuid', (column) => column.notNull())
    .addColumn('stream_name', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('actor', 'json', (column) => column.notNull())
    .addColumn('actor_label', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('causation_id', 'text')
    .addColumn('data', 'json', (column) => column.notNull())
    .execute();
  // Few indexes, because each one slows catch-up: text_pattern_ops lets the stream index
  // answer both a stream (=) and a category (LIKE 'order-%').
  await sql`CREATE INDEX event_log_stream_idx ON event_log (stream_name text_pattern_ops, revision)`.execute(
    db,
  );
  await db.schema
    .createIndex('event_log_type_idx')
    .on('event_log')
    .columns(['type', 'position'])
    .execute();
  await db.schema
    .createIndex('event_log_correlation_idx')
    .on('event_log')
    .column('correlation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_log').execute();
}
