import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sellers')
    .addColumn('account_id', 'uuid', (column) => column.primaryKey())
    .addColumn('wechat_id', 'text', (column) => column.notNull())
    .addColumn('wechat_nickname', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('access_key_masked', 'text')
    .addColumn('secret_key_masked', 'text')
    // Sealed (AES-256-GCM); the workers open them to call Taobao.
    .addColumn('access_key_ciphertext', 'text')
    .addColumn('secret_key_ciphertext', 'text')
    .addColumn('keys_replaced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sellers').execute();
}
