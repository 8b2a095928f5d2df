import { ApiError } from '../api/client';
import type { Messages } from '../i18n/en-US';

type AccountKey = keyof Messages['account'];

export type AccountForm = 'login' | 'register' | 'forgot' | 'reset' | 'change';

/** What to tell the shopper: a translated message, or the server's own words. */
export type FormMessage = { readonly key: AccountKey } | { readonly text: string };

/** The spec's messages the server sends in English; the storefront shows them translated. */
const knownMessages: Readonly<Record<string, AccountKey>> = {
  'Your email address is missing!': 'emailMissing',
  'Too frequent email.': 'tooFrequentEmail',
};

const byStatus: Readonly<Record<AccountForm, Readonly<Record<number, AccountKey>>>> = {
  login: { 401: 'invalidCredentials', 429: 'tooManyAttempts' },
  register: { 429: 'tooManyRequests' },
  forgot: { 429: 'tooFrequentEmail' },
  reset: { 400: 'resetInvalid' },
  change: { 400: 'currentWrong' },
};

/**
 * The message for a failed account form: the spec's texts and the statuses the contract names
 * (e.g. 429 on the forgotten-password form is "Too frequent email."), else what the server said.
 */
export function accountErrorMessage(form: AccountForm, error: unknown): FormMessage {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  const known = knownMessages[error.message.trim()];
  if (known) return { key: known };
  const key = byStatus[form][error.status];
  if (key) return { key };
  return error.status < 500 && error.message ? { text: error.message } : { key: 'failed' };
}
