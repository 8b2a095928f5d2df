import type { Kysely } from 'kysely';

/** A product's video (`ProductDetails.videoUrl`); products listed before have none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('video_url', 'text').execute();
}
