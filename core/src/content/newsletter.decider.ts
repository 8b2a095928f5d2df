import type { Language } from '../catalog/languages.js';
import { assertNever } from '../decider/assert-never.js';
import { type Decider, DomainError } from '../decider/decider.js';
import type { NewsletterEvent, NewsletterStatus } from './newsletter.events.js';

export type NewsletterCommand =
  | {
      type: 'RequestNewsletterSignUp';
      email: string;
      language: Language;
      confirmTokenHash: string;
      unsubscribeTokenHash: string;
      expiresAt: string;
    }
  | { type: 'ConfirmNewsletterSubscription'; tokenHash: string; at: string }
  | { type: 'Unsubscribe'; tokenHash: string };

export type NewsletterState =
  | { readonly status: 'none' }
  | {
      readonly status: NewsletterStatus;
      readonly confirmTokenHash: string;
      readonly expiresAt: string;
      /** Every mailed unsubscribe link keeps working, not only the newest. */
      readonly unsubscribeTokenHashes: readonly string[];
    };

/** `newsletter-<subscriberId>`; the id is derived from the address (see the server's routes). */
export function newsletterStream(subscriberId: string): string {
  return `newsletter-${subscriberId}`;
}

export const invalidLinkMessage =
  'This link is not valid. Please use the link from the newest e-mail.';

const invalidLink = () => new DomainError('invalid_link', invalidLinkMessage);

/**
 * One address's newsletter subscription, by double opt-in: a sign-up mails a link, the link
 * confirms. Confirming twice is fine; a link past its time is refused and a new sign-up mails
 * a fresh one. A sign-up of an address that is subscribed already changes nothing.
 */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'NewsletterSignUpRequested':
        return {
          status: 'pending',
          confirmTokenHash: event.data.confirmTokenHash,
          expiresAt: event.data.expiresAt,
          unsubscribeTokenHashes: [
            ...(state.status === 'none' ? [] : state.unsubscribeTokenHashes),
            event.data.unsubscribeTokenHash,
          ],
        };
      case 'NewsletterSubscriptionConfirmed':
        return state.status === 'none' ? state : { ...state, status: 'confirmed' };
      case 'NewsletterUnsubscribed':
        return state.status === 'none' ? state : { ...state, status: 'unsubscribed' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestNewsletterSignUp': {
        if (state.status === 'confirmed') return [];
        const { type: _type, ...data } = command;
        return [{ type: 'NewsletterSignUpRequested', data }];
      }
      case 'ConfirmNewsletterSubscription': {
        if (state.status === 'none' || state.confirmTokenHash !== command.tokenHash) {
          throw invalidLink();
        }
        if (state.status === 'confirmed') return [];
        if (state.status === 'unsubscribed') {
          throw new DomainError(
            'link_used',
            'This address was unsubscribed after the link was sent. Please sign up again.',
          );
        }
        if (command.at > state.expiresAt) {
          throw new DomainError(
            'link_expired',
            'This confirmation link has expired. Please sign up again for a new one.',
          );
        }
        return [{ type: 'NewsletterSubscriptionConfirmed', data: {} }];
      }
      case 'Unsubscribe':
        if (state.status === 'none' || !state.unsubscribeTokenHashes.includes(command.tokenHash)) {
          throw invalidLink();
        }
        return state.status === 'unsubscribed'
          ? []
          : [{ type: 'NewsletterUnsubscribed', data: {} }];
      default:
        return assertNever(command);
    }
  },
};
