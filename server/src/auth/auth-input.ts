import { type ZodType, z } from 'zod';
import { AppError } from '../http/app-error.js';

/** The spec's text for an absent or blank e-mail address, answered as the whole message. */
export const emailMissing = 'Your email address is missing!';

/** Present and not blank; the format is not checked, so any registered address can sign in. */
export const givenEmail = z.string({ error: emailMissing }).trim().min(1, emailMissing).max(320);

/** A well-formed address, for forms that create or look up accounts by it. */
export const wellFormedEmail = givenEmail.pipe(
  z.email('This does not look like an e-mail address.').max(254),
);

/** A new password; the upper bound keeps hashing cheap for requests sent to exhaust the server. */
export const newPassword = z
  .string()
  .min(10, 'The password needs at least 10 characters.')
  .max(200, 'The password can have at most 200 characters.');

/**
 * Parses a request body. A missing e-mail becomes the spec's bare message instead of the
 * usual "field: problem" text, because the storefront shows it as it is.
 *
 * @example
 * const { email } = parseAuthInput(z.object({ email: givenEmail }), ctx.request.body);
 */
export function parseAuthInput<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const missing = result.error.issues.some(
    (issue) => issue.path[0] === 'email' && issue.message === emailMissing,
  );
  if (missing) throw new AppError(400, 'email_missing', emailMissing);
  throw result.error;
}
