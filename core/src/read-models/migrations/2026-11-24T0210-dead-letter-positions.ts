import type { Kysely } from 'kysely';

/** Where a dead-lettered event stands, so a caller waiting for its own write can be told. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projection_dead_letters')
    .addColumn('commit_position', 'text')
    .addColumn('prepare_position', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projection_dead_letters')
    .dropColumn('commit_position')
    .dropColumn('prepare_position')
    .execute();
}
