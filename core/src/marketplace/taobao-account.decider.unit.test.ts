import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { isTaobaoActive, taobaoAccountDecider } from './taobao-account.decider.js';
import type { TaobaoAccountEvent } from './taobao-account.events.js';

const { given, fold } = deciderSpec(taobaoAccountDecider);

const linkStarted: TaobaoAccountEvent = {
  type: 'TaobaoLinkStarted',
  data: { state: 'st-1', nick: 'tea-shop' },
};
const linkData = {
  nick: 'tea-shop',
  taobaoUserId: '2200001',
  sealedSession: { ciphertext: 'c1', masked: '••••abcd' },
  sessionExpiresAt: '2026-11-25T00:00:00.000Z',
  sealedRefreshToken: { ciphertext: 'c2', masked: '••••defg' },
  refreshExpiresAt: '2026-12-24T00:00:00.000Z',
  linkedAt: '2026-11-24T00:00:00.000Z',
};
const linked: TaobaoAccountEvent = { type: 'TaobaoLinked', data: linkData };
const fee = { month: '2026-12', cnyFen: 2100, usdCents: 292 };

describe('Taobao account decider', () => {
  it('links only with a state it handed out, once', () => {
    given(linkStarted)
      .when({ type: 'CompleteLink', state: 'st-1', ...linkData })
      .thenEmits(linked);
    given(linkStarted)
      .when({ type: 'CompleteLink', state: 'forged', ...linkData })
      .thenThrows(
        'link_expired',
        'This Taobao authorisation was not asked for here or was used already. Please link again.',
      );
    given(linkStarted, linked)
      .when({ type: 'CompleteLink', state: 'st-1', ...linkData })
      .thenThrows(
        'link_expired',
        'This Taobao authorisation was not asked for here or was used already. Please link again.',
      );
  });

  it('forgets the session when Taobao refuses it, and on unlink', () => {
    const lost = fold([linkStarted, linked, { type: 'TaobaoSessionLost', data: { reason: '27' } }]);
    expect(lost.link).toBe('session-lost');
    expect(lost.sealedSession).toBeNull();
    const unlinked = fold([linkStarted, linked, { type: 'TaobaoUnlinked', data: {} }]);
    expect(unlinked.link).toBe('none');
    expect(isTaobaoActive(unlinked)).toBe(false);
  });

  it('renews the session with the refresh token while linked, never after the link ended', () => {
    const renewed = {
      sealedSession: { ciphertext: 'c3', masked: '••••hijk' },
      sessionExpiresAt: '2026-11-26T00:00:00.000Z',
      sealedRefreshToken: { ciphertext: 'c4', masked: '••••lmno' },
      refreshExpiresAt: '2026-12-25T00:00:00.000Z',
      reason: 'expiring' as const,
    };
    given(linkStarted, linked)
      .when({ type: 'RefreshSession', ...renewed })
      .thenEmits({ type: 'TaobaoSessionRefreshed', data: renewed });
    const state = fold([linkStarted, linked, { type: 'TaobaoSessionRefreshed', data: renewed }]);
    expect(state.sealedSession).toEqual(renewed.sealedSession);
    expect(state.sessionExpiresAt).toBe(renewed.sessionExpiresAt);
    expect(state.refreshExpiresAt).toBe(renewed.refreshExpiresAt);
    expect(state.renewedAfterRefusal).toBe(false);
    const afterRefusal = fold([
      linkStarted,
      linked,
      { type: 'TaobaoSessionRefreshed', data: { ...renewed, reason: 'refused' } },
    ]);
    expect(afterRefusal.renewedAfterRefusal).toBe(true);
    given(linkStarted, linked, { type: 'TaobaoUnlinked', data: {} })
      .when({ type: 'RefreshSession', ...renewed })
      .thenThrows('not_linked', 'No Taobao account is linked.');
    given(linkStarted, linked, { type: 'TaobaoSessionLost', data: { reason: '27' } })
      .when({ type: 'RefreshSession', ...renewed })
      .thenThrows('not_linked', 'No Taobao account is linked.');
  });

  it('refuses categories it cannot sell and markups out of range', () => {
    given()
      .when({
        type: 'ChangeSettings',
        categories: ['shoes' as 'teas'],
        markupPercent: 0,
        markupFixedFen: 0,
      })
      .thenThrows('invalid_category', 'shoes cannot be sold on Taobao.');
    given()
      .when({ type: 'ChangeSettings', categories: ['teas'], markupPercent: -1, markupFixedFen: 0 })
      .thenThrows('invalid_markup', 'The markup is a percentage from 0 to 1000.');
  });

  it('suspends for an unpaid month and reinstates when that month is paid', () => {
    const suspended: TaobaoAccountEvent = {
      type: 'TaobaoSuspended',
      data: { ...fee, message: 'Deposit balance is not enough' },
    };
    given(linkStarted, linked)
      .when({ type: 'Suspend', ...fee, message: 'Deposit balance is not enough' })
      .thenEmits(suspended);
    expect(isTaobaoActive(fold([linkStarted, linked, suspended]))).toBe(false);
    given(linkStarted, linked, suspended)
      .when({ type: 'RecordFeePaid', entryId: 'taobao-fee-2026-12', ...fee })
      .thenEmits(
        { type: 'TaobaoFeePaid', data: { entryId: 'taobao-fee-2026-12', ...fee } },
        { type: 'TaobaoReinstated', data: { month: '2026-12' } },
      );
    given(linkStarted, linked, { type: 'TaobaoFeePaid', data: { entryId: 'x', ...fee } })
      .when({ type: 'Suspend', ...fee, message: 'Deposit balance is not enough' })
      .thenNothing();
  });
});
