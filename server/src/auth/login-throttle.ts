import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../http/app-error.js';
import { emailKey } from './email-key.js';

/** Failed sign-ins allowed per address within one window. */
export const maxLoginFailures = 5;
export const loginWindowMinutes = 15;

/**
 * Counts a password check for `email` before it happens and throws a 429 once the address has
 * used up its attempts. Counting first means requests sent side by side cannot all slip through
 * before any failure is recorded. The window starts at the first failure, and times come from
 * the database clock, so every server replica agrees. A right password calls
 * {@link clearLoginFailures}. Unknown addresses are counted the same way, so a 429 reveals
 * nothing about which addresses have accounts.
 *
 * @example
 * await reserveLoginAttempt(db, email);
 * if (!(await verifyPassword(hash, password))) throw invalidCredentials();
 * await clearLoginFailures(db, email);
 */
export async function reserveLoginAttempt(db: Kysely<Database>, email: string): Promise<void> {
  const windowOver = sql<boolean>`login_attempts.window_started_at <= now() - make_interval(mins => ${loginWindowMinutes})`;
  const row = await db
    .insertInto('login_attempts')
    .values({ email_hash: emailKey(email), failures: 1, window_started_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.column('email_hash').doUpdateSet({
        failures: sql`CASE WHEN ${windowOver} THEN 1 ELSE login_attempts.failures + 1 END`,
        window_started_at: sql`CASE WHEN ${windowOver} THEN now() ELSE login_attempts.window_started_at END`,
      }),
    )
    .returning([
      'failures',
      sql<string>`ceil(extract(epoch FROM window_started_at + make_interval(mins => ${loginWindowMinutes}) - now()))`.as(
        'secondsLeft',
      ),
    ])
    .executeTakeFirstOrThrow();
  if (row.failures > maxLoginFailures) throw tooManyAttempts(Number(row.secondsLeft));
}

/** Forgets the failures of an address after its password was right. */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email_hash', '=', emailKey(email)).execute();
}

function tooManyAttempts(secondsLeft: number): AppError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new AppError(
    429,
    'too_many_attempts',
    `Too many failed sign-in attempts with this e-mail address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
