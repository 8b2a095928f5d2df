import type { TFunction } from 'i18next';
import { emailProblem } from './account-validation';

/** What to tell the shopper about the e-mail address typed, or nothing when it looks right. */
export function emailMessage(t: TFunction, email: string): string | undefined {
  const problem = emailProblem(email);
  if (!problem) return undefined;
  return t(problem === 'missing' ? 'account.emailMissing' : 'account.emailInvalid');
}
