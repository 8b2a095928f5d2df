/** The server's bounds for a password (`POST /auth/register`, reset and change). */
export const passwordLength = { min: 10, max: 200 } as const;

export type EmailProblem = 'missing' | 'invalid';
export type PasswordProblem = 'tooShort' | 'tooLong';

/**
 * What is wrong with an e-mail address, if anything. The check is loose on purpose (something,
 * an @, a dot after it): the server decides; this only catches a typo before the round trip.
 */
export function emailProblem(email: string): EmailProblem | undefined {
  const value = email.trim();
  if (value === '') return 'missing';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'invalid';
}

/** A new password's problem, counted in characters as the server counts them. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < passwordLength.min) return 'tooShort';
  if (length > passwordLength.max) return 'tooLong';
  return undefined;
}

export type NewPasswordProblem = PasswordProblem | 'differ';

/** A new password typed twice: its own problem first, then whether the two match. */
export function newPasswordProblem(
  password: string,
  confirmation: string,
): NewPasswordProblem | undefined {
  return passwordProblem(password) ?? (password === confirmation ? undefined : 'differ');
}
