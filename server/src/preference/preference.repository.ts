import { randomBytes } from 'node:crypto';
import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import type { StoredPreference } from './preference.js';

export async function findPreference(
  db: Kysely<Database>,
  token: string,
): Promise<StoredPreference | undefined> {
  const row = await db
    .selectFrom('preferences')
    .select('data')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.data as StoredPreference | undefined;
}

/** Saves under `token`, or under a new token when there is none; returns the token. */
export async function savePreference(
  db: Kysely<Database>,
  token: string | null,
  preference: StoredPreference,
): Promise<string> {
  const key = token ?? randomBytes(18).toString('base64url');
  const data = JSON.stringify(preference);
  await db
    .insertInto('preferences')
    .values({ token: key, data })
    .onConflict((conflict) =>
      conflict.column('token').doUpdateSet({ data, updated_at: new Date() }),
    )
    .execute();
  return key;
}
