import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { emailKey } from './email-key.js';

/** How long a reset link works. */
export const resetTokenTtlMinutes = 60;

/**
 * Records a reset request for `email` unless one was made within the last minute; false means
 * too soon. One atomic upsert, so replicas answering side by side cannot both send a mail.
 *
 * @example
 * if (!(await claimResetRequest(db, email))) throw new AppError(429, ..., 'Too frequent email.');
 */
export async function claimResetRequest(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .insertInto('password_reset_requests')
    .values({ email_hash: emailKey(email), requested_at: sql`now()` })
    .onConflict((conflict) =>
      conflict
        .column('email_hash')
        .doUpdateSet({ requested_at: sql`now()` })
        .where(
          'password_reset_requests.requested_at',
          '<=',
          sql<Date>`now() - interval '1 minute'`,
        ),
    )
    .returning('email_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new reset token for a user: the token goes into the link, only its hash is stored. */
export async function createResetToken(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db
    .insertInto('password_reset_tokens')
    .values({
      id,
      token_hash: hashOf(token),
      user_id: userId,
      expires_at: sql`now() + make_interval(mins => ${resetTokenTtlMinutes})`,
      used_at: null,
    })
    .execute();
  return { id, token };
}

/**
 * Marks a token used if it is unused and unexpired, in one statement so that two requests with
 * the same link cannot both pass; null when it is not (or never was) valid.
 */
export async function useResetToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: string; userId: string } | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id as userId'])
    .executeTakeFirst();
  return row ?? null;
}

/** Gives a claimed token back when the password could not be changed, so the link still works. */
export async function releaseResetToken(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: null })
    .where('id', '=', id)
    .execute();
}

/** Ends every unused reset link of a user, once the password has changed by whatever means. */
export async function voidResetTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
