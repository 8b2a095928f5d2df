import { describe, expect, it } from 'vitest';
import { newsletterDecider } from './newsletter.decider.js';
import type { NewsletterEvent } from './newsletter.events.js';

const requested: NewsletterEvent = {
  type: 'NewsletterSignUpRequested',
  data: {
    email: 'ann@example.com',
    language: 'en-US',
    confirmTokenHash: 'confirm-1',
    unsubscribeTokenHash: 'leave-1',
    expiresAt: '2026-11-27T00:00:00.000Z',
  },
};

function given(...events: NewsletterEvent[]) {
  return events.reduce(newsletterDecider.evolve, newsletterDecider.initialState);
}

const confirm = (tokenHash: string, at = '2026-11-26T00:00:00.000Z') =>
  ({ type: 'ConfirmNewsletterSubscription', tokenHash, at }) as const;

describe('the newsletter decider', () => {
  it('confirms a pending sign-up once; a second confirmation changes nothing', () => {
    expect(newsletterDecider.decide(confirm('confirm-1'), given(requested))).toEqual([
      { type: 'NewsletterSubscriptionConfirmed', data: {} },
    ]);
    const confirmed = given(requested, { type: 'NewsletterSubscriptionConfirmed', data: {} });
    expect(newsletterDecider.decide(confirm('confirm-1'), confirmed)).toEqual([]);
  });

  it('refuses an expired, a wrong or a superseded link', () => {
    expect(() =>
      newsletterDecider.decide(confirm('confirm-1', '2026-11-28T00:00:00.000Z'), given(requested)),
    ).toThrow(expect.objectContaining({ code: 'link_expired' }));
    expect(() => newsletterDecider.decide(confirm('guess'), given(requested))).toThrow(
      expect.objectContaining({ code: 'invalid_link' }),
    );
    const renewed = given(requested, {
      ...requested,
      data: { ...requested.data, confirmTokenHash: 'confirm-2', unsubscribeTokenHash: 'leave-2' },
    });
    expect(() => newsletterDecider.decide(confirm('confirm-1'), renewed)).toThrow(
      expect.objectContaining({ code: 'invalid_link' }),
    );
    // Every unsubscribe link mailed keeps working.
    expect(
      newsletterDecider.decide({ type: 'Unsubscribe', tokenHash: 'leave-1' }, renewed),
    ).toEqual([{ type: 'NewsletterUnsubscribed', data: {} }]);
  });

  it('mails nothing new to an address that is subscribed already', () => {
    const confirmed = given(requested, { type: 'NewsletterSubscriptionConfirmed', data: {} });
    expect(
      newsletterDecider.decide({ type: 'RequestNewsletterSignUp', ...requested.data }, confirmed),
    ).toEqual([]);
  });
});
