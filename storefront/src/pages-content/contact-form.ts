import { contactLimits } from '@shop/core/shared';
import { emailProblem } from '../account/account-validation';

export interface ContactDraft {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export type ContactProblems = Partial<
  Record<keyof ContactDraft, 'missing' | 'invalid' | 'tooShort'>
>;

/**
 * What is wrong with a contact form before it is sent; the server checks the same bounds.
 *
 * @example contactProblems({ name: '', email: 'a@b.co', subject: 'Hi', message: 'Hello there!' })
 * // { name: 'missing' }
 */
export function contactProblems(draft: ContactDraft): ContactProblems {
  const problems: ContactProblems = {};
  if (!draft.name.trim()) problems.name = 'missing';
  const email = emailProblem(draft.email);
  if (email) problems.email = email;
  if (!draft.subject.trim()) problems.subject = 'missing';
  if ([...draft.message.trim()].length < contactLimits.minMessage) problems.message = 'tooShort';
  return problems;
}
