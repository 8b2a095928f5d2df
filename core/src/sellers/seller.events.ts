import type { DomainEvent } from '../decider/decider.js';

/** A key as events and read models keep it: AES-256-GCM ciphertext and a masked hint, never the key. */
export interface SealedKey {
  /** base64url of `iv (12 bytes) | tag (16 bytes) | ciphertext`. */
  readonly ciphertext: string;
  /** What the back office shows, e.g. `••••••3f9a`. */
  readonly masked: string;
}

export interface SellerProfile {
  readonly wechatId: string;
  readonly wechatNickname: string;
}

export type SellerRegistered = DomainEvent<
  'SellerRegistered',
  SellerProfile & { readonly accountId: string }
>;
export type SellerProfileChanged = DomainEvent<'SellerProfileChanged', SellerProfile>;
export type SellerKeysReplaced = DomainEvent<
  'SellerKeysReplaced',
  { readonly accessKey: SealedKey; readonly secretKey: SealedKey }
>;
export type SellerSuspended = DomainEvent<'SellerSuspended', { readonly reason: string }>;
export type SellerReinstated = DomainEvent<'SellerReinstated', { readonly reason: string }>;

export type SellerEvent =
  | SellerRegistered
  | SellerProfileChanged
  | SellerKeysReplaced
  | SellerSuspended
  | SellerReinstated;

export const sellerStatuses = ['active', 'suspended'] as const;
export type SellerStatus = (typeof sellerStatuses)[number];
