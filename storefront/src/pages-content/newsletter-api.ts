import { ApiError } from '../api/client';
import { shopApi } from '../api/shop-api';
import type { Language } from '../i18n/languages';

export type SignUpOutcome = 'checkInbox' | 'tooMany' | 'failed';

/** Signs `email` up; the answer is the same whether it was subscribed already or not. */
export async function signUpForNewsletter(email: string, lang: Language): Promise<SignUpOutcome> {
  try {
    await shopApi.request('/newsletter', { method: 'POST', body: { email, lang } });
    return 'checkInbox';
  } catch (error) {
    return error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed';
  }
}

export type LinkOutcome =
  | 'confirmed'
  | 'unsubscribed'
  | 'invalidLink'
  | 'expiredLink'
  | 'usedLink'
  | 'failed';

const linkErrors: Record<string, LinkOutcome> = {
  invalid_link: 'invalidLink',
  invalid_request: 'invalidLink',
  link_expired: 'expiredLink',
  link_used: 'usedLink',
};

/** Follows a mailed link: confirms the subscription or unsubscribes. */
export async function followNewsletterLink(
  action: 'confirm' | 'unsubscribe',
  token: string,
): Promise<LinkOutcome> {
  try {
    await shopApi.request(`/newsletter/${action}`, { method: 'POST', body: { token } });
    return action === 'confirm' ? 'confirmed' : 'unsubscribed';
  } catch (error) {
    return (error instanceof ApiError && linkErrors[error.code]) || 'failed';
  }
}
