import type { DomainEvent } from '../decider/decider.js';
import type { SealedKey } from '../sellers/seller.events.js';

/** Categories a seller may sell on Taobao (the spec's sample categories). */
export const taobaoCategories = ['sweets', 'teas', 'snacks', 'beverages', 'gums'] as const;
export type TaobaoCategory = (typeof taobaoCategories)[number];

/** What a seller sells on Taobao and at what markup. */
export interface TaobaoSettings {
  readonly categories: readonly TaobaoCategory[];
  readonly markupPercent: number;
  /** The fixed part of the markup, in CNY fen. */
  readonly markupFixedFen: number;
}

/** The seller asked to link; `state` comes back with Taobao's answer and must match. */
export type TaobaoLinkStarted = DomainEvent<'TaobaoLinkStarted', { state: string; nick: string }>;
/** The session and refresh token are sealed (the sellers' AES-256-GCM key cipher): never kept in the clear. */
export type TaobaoLinked = DomainEvent<
  'TaobaoLinked',
  {
    nick: string;
    taobaoUserId: string;
    sealedSession: SealedKey;
    sessionExpiresAt: string;
    /** Absent when Taobao gives none: the seller links again when the session ends. */
    sealedRefreshToken: SealedKey | null;
    refreshExpiresAt: string | null;
    linkedAt: string;
  }
>;
/**
 * The session was renewed with the refresh token (which Taobao takes once and replaces), before
 * it expired or after Taobao refused it.
 */
export type TaobaoSessionRefreshed = DomainEvent<
  'TaobaoSessionRefreshed',
  {
    sealedSession: SealedKey;
    sessionExpiresAt: string;
    sealedRefreshToken: SealedKey | null;
    refreshExpiresAt: string | null;
    reason: 'expiring' | 'refused';
  }
>;
/** Taobao no longer takes the session (expired or revoked): the seller must link again. */
export type TaobaoSessionLost = DomainEvent<'TaobaoSessionLost', { reason: string }>;
export type TaobaoUnlinked = DomainEvent<'TaobaoUnlinked', Record<string, never>>;
export type TaobaoSettingsChanged = DomainEvent<'TaobaoSettingsChanged', TaobaoSettings>;
/** The month's service fee was taken from the seller's wallet. */
export type TaobaoFeePaid = DomainEvent<
  'TaobaoFeePaid',
  { month: string; entryId: string; cnyFen: number; usdCents: number }
>;
/** The wallet could not cover the month's fee: listings come off sale, orders stop syncing. */
export type TaobaoSuspended = DomainEvent<
  'TaobaoSuspended',
  { month: string; cnyFen: number; usdCents: number; message: string }
>;
export type TaobaoReinstated = DomainEvent<'TaobaoReinstated', { month: string }>;
/** The seller asked for their listings and orders to be synced now. */
export type TaobaoSyncRequested = DomainEvent<'TaobaoSyncRequested', Record<string, never>>;

export type TaobaoAccountEvent =
  | TaobaoLinkStarted
  | TaobaoLinked
  | TaobaoSessionRefreshed
  | TaobaoSessionLost
  | TaobaoUnlinked
  | TaobaoSettingsChanged
  | TaobaoFeePaid
  | TaobaoSuspended
  | TaobaoReinstated
  | TaobaoSyncRequested;
