import type { Language } from '../catalog/languages.js';
import type { DomainEvent } from '../decider/decider.js';

/**
 * A sign-up waiting for its confirmation link. Only hashes of the links' tokens are kept: the
 * event log is no place for a key that confirms or cancels someone's subscription.
 */
export type NewsletterSignUpRequested = DomainEvent<
  'NewsletterSignUpRequested',
  {
    readonly email: string;
    readonly language: Language;
    readonly confirmTokenHash: string;
    readonly unsubscribeTokenHash: string;
    readonly expiresAt: string;
  }
>;
export type NewsletterSubscriptionConfirmed = DomainEvent<
  'NewsletterSubscriptionConfirmed',
  Record<string, never>
>;
export type NewsletterUnsubscribed = DomainEvent<'NewsletterUnsubscribed', Record<string, never>>;

export type NewsletterEvent =
  | NewsletterSignUpRequested
  | NewsletterSubscriptionConfirmed
  | NewsletterUnsubscribed;

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** How long a confirmation link works. */
export const newsletterConfirmHours = 48;
