import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('description', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('author', 'jsonb', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('tags', sql`text[]`, (column) => column.notNull())
    .addColumn('images', sql`text[]`, (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('withdrawn_reason', 'text')
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('blog_posts_published')
    .on('blog_posts')
    .columns(['status', 'published_at'])
    .execute();
  await sql`CREATE INDEX blog_posts_tags ON blog_posts USING gin (tags)`.execute(db);
  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('author_id', 'uuid', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('hidden', 'boolean', (column) => column.notNull())
    .addColumn('hidden_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('blog_comments_by_post')
    .on('blog_comments')
    .columns(['slug', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_comments').execute();
  await db.schema.dropTable('blog_posts').execute();
}
