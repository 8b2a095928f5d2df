import { type Database, normalizeEmail } from '@shop/core';
import type { MailTransport } from '@shop/workers';
import type { Kysely } from 'kysely';
import { passwordResetMail, resetPasswordLink } from './password-reset.mail.js';
import { createResetToken } from './password-reset.repository.js';

/**
 * Mails a reset link to `email` if it has an account, in the account's language; does nothing
 * for an unknown address.
 *
 * @example
 * await sendPasswordReset({ db, mail }, { email: 'ann@example.com', origin: 'http://localhost:3000' });
 */
export async function sendPasswordReset(
  { db, mail }: { db: Kysely<Database>; mail: MailTransport },
  { email, origin, siteName }: { email: string; origin: string; siteName?: string | undefined },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'language'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!user) return;
  const { id, token } = await createResetToken(db, user.id);
  const { subject, text } = passwordResetMail({
    language: user.language,
    displayName: user.display_name,
    link: resetPasswordLink(origin, token),
    siteName,
  });
  await mail.send({
    id: `password-reset-${id}`,
    to: user.email,
    subject,
    text,
  });
}
