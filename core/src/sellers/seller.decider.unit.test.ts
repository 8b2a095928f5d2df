import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { sellerDecider } from './seller.decider.js';
import type { SellerEvent } from './seller.events.js';

const { given } = deciderSpec(sellerDecider);
const registered: SellerEvent = {
  type: 'SellerRegistered',
  data: { accountId: 'a-1', wechatId: 'wx_ann', wechatNickname: 'Ann' },
};
const sealed = { ciphertext: 'c2VhbGVk', masked: '••••1234' };

describe('seller decider', () => {
  it('makes an account a seller once', () => {
    given()
      .when({ type: 'RegisterSeller', accountId: 'a-1', wechatId: 'wx_ann', wechatNickname: 'Ann' })
      .thenEmits(registered);
    given(registered)
      .when({ type: 'RegisterSeller', accountId: 'a-1', wechatId: 'wx', wechatNickname: 'A' })
      .thenThrows('already_seller', 'This account is already a seller.');
  });

  it('refuses changes to an account that is not a seller', () => {
    given()
      .when({ type: 'SuspendSeller', reason: 'Unpaid fees' })
      .thenThrows('seller_not_found', 'This account is not a seller.');
  });

  it('suspends and reinstates with a reason, each only from the other state', () => {
    const suspended: SellerEvent = { type: 'SellerSuspended', data: { reason: 'Unpaid fees' } };
    given(registered).when({ type: 'SuspendSeller', reason: 'Unpaid fees' }).thenEmits(suspended);
    given(registered, suspended)
      .when({ type: 'SuspendSeller', reason: 'Again' })
      .thenThrows('seller_suspended', 'This seller is already suspended.');
    given(registered, suspended)
      .when({ type: 'ReinstateSeller', reason: 'Paid' })
      .thenEmits({ type: 'SellerReinstated', data: { reason: 'Paid' } });
    given(registered)
      .when({ type: 'ReinstateSeller', reason: 'Paid' })
      .thenThrows('seller_active', 'This seller is not suspended.');
  });

  it('replaces both keys, sealed as given', () => {
    given(registered)
      .when({ type: 'ReplaceSellerKeys', accessKey: sealed, secretKey: sealed })
      .thenEmits({ type: 'SellerKeysReplaced', data: { accessKey: sealed, secretKey: sealed } });
  });

  it('records a profile change only when something changed', () => {
    given(registered)
      .when({ type: 'ChangeSellerProfile', wechatId: 'wx_ann', wechatNickname: 'Ann' })
      .thenNothing();
    given(registered)
      .when({ type: 'ChangeSellerProfile', wechatId: 'wx_ann', wechatNickname: 'Annie' })
      .thenEmits({
        type: 'SellerProfileChanged',
        data: { wechatId: 'wx_ann', wechatNickname: 'Annie' },
      });
  });
});
