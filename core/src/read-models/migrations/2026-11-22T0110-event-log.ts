import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_log')
    .addColumn('position', 'bigint', (column) => column.primaryKey())
    .addColumn('event_id', 'uuid', (column) => column.notNull().unique())
    .addColumn('stream_name', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('actor', 'jsonb', (column) => column.notNull())
    .addColumn('actor_label', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('causation_id', 'text')
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('event_log_stream_idx')
    .on('event_log')
    .columns(['stream_name', 'revision'])
    .execute();
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
  await sql`CREATE INDEX event_log_category_idx ON event_log (category, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_log').execute();
}
