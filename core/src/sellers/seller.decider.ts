import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { SealedKey, SellerEvent, SellerProfile, SellerStatus } from './seller.events.js';

export type SellerCommand =
  | ({ type: 'RegisterSeller'; accountId: string } & SellerProfile)
  | ({ type: 'ChangeSellerProfile' } & SellerProfile)
  | { type: 'ReplaceSellerKeys'; accessKey: SealedKey; secretKey: SealedKey }
  | { type: 'SuspendSeller'; reason: string }
  | { type: 'ReinstateSeller'; reason: string };

export type SellerState =
  | { readonly status: 'none' }
  | {
      readonly status: SellerStatus;
      readonly accountId: string;
      readonly profile: SellerProfile;
      readonly keys: { readonly accessKey: SealedKey; readonly secretKey: SealedKey } | null;
    };

/** `seller-<accountId>`: the reseller side of an account (its wallet stays `wallet-<accountId>`). */
export function sellerStream(accountId: string): string {
  return `seller-${accountId}`;
}

const notSeller = () => new DomainError('seller_not_found', 'This account is not a seller.');

/**
 * A reseller: registered once from an account, suspended and reinstated by staff (each with a
 * reason), its Taobao keys replaced as a whole. Keys arrive sealed: the decider never sees them in clear.
 */
export const sellerDecider: Decider<SellerCommand, SellerEvent, SellerState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'SellerRegistered':
        return {
          status: 'active',
          accountId: event.data.accountId,
          profile: { wechatId: event.data.wechatId, wechatNickname: event.data.wechatNickname },
          keys: null,
        };
      case 'SellerProfileChanged':
        return state.status === 'none' ? state : { ...state, profile: event.data };
      case 'SellerKeysReplaced':
        return state.status === 'none' ? state : { ...state, keys: event.data };
      case 'SellerSuspended':
        return state.status === 'none' ? state : { ...state, status: 'suspended' };
      case 'SellerReinstated':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterSeller') {
      if (state.status !== 'none') {
        throw new DomainError('already_seller', 'This account is already a seller.');
      }
      const { type: _type, ...data } = command;
      return [{ type: 'SellerRegistered', data }];
    }
    if (state.status === 'none') throw notSeller();
    switch (command.type) {
      case 'ChangeSellerProfile': {
        const { type: _type, ...profile } = command;
        if (
          profile.wechatId === state.profile.wechatId &&
          profile.wechatNickname === state.profile.wechatNickname
        ) {
          return [];
        }
        return [{ type: 'SellerProfileChanged', data: profile }];
      }
      case 'ReplaceSellerKeys':
        return [
          {
            type: 'SellerKeysReplaced',
            data: { accessKey: command.accessKey, secretKey: command.secretKey },
          },
        ];
      case 'SuspendSeller':
        if (state.status === 'suspended') {
          throw new DomainError('seller_suspended', 'This seller is already suspended.');
        }
        return [{ type: 'SellerSuspended', data: { reason: command.reason } }];
      case 'ReinstateSeller':
        if (state.status === 'active') {
          throw new DomainError('seller_active', 'This seller is not suspended.');
        }
        return [{ type: 'SellerReinstated', data: { reason: command.reason } }];
      default:
        return assertNever(command);
    }
  },
};
