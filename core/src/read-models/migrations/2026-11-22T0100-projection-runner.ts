import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('commit_position', sql`numeric(20, 0)`, (column) => column.notNull())
    .addColumn('prepare_position', sql`numeric(20, 0)`, (column) => column.notNull())
    .addColumn('events_seen', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('projection_dead_letters')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('projection', 'text', (column) => column.notNull())
    .addColumn('event_id', 'uuid', (column) => column.notNull())
    .addColumn('stream_name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('sequence', 'bigint', (column) => column.notNull())
    .addColumn('error', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('projection_dead_letters_event_key', ['projection', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projection_dead_letters').execute();
  await db.schema.dropTable('projection_checkpoints').execute();
}
