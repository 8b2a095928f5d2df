import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { SealedKey } from '../sellers/seller.events.js';
import { maxMarkupPercent } from './listing-price.js';
import {
  type TaobaoAccountEvent,
  type TaobaoLinked,
  type TaobaoSessionRefreshed,
  type TaobaoSettings,
  taobaoCategories,
} from './taobao-account.events.js';

/** The largest fixed markup: 10,000元. */
export const maxMarkupFixedFen = 1_000_000;

export type TaobaoAccountCommand =
  | { type: 'StartLink'; state: string; nick: string }
  | ({ type: 'CompleteLink'; state: string } & TaobaoLinked['data'])
  | ({ type: 'RefreshSession' } & TaobaoSessionRefreshed['data'])
  | { type: 'LoseSession'; reason: string }
  | { type: 'Unlink' }
  | ({ type: 'ChangeSettings' } & TaobaoSettings)
  | { type: 'RecordFeePaid'; month: string; entryId: string; cnyFen: number; usdCents: number }
  | { type: 'Suspend'; month: string; cnyFen: number; usdCents: number; message: string }
  | { type: 'RequestSync' };

export interface TaobaoAccountState {
  readonly link: 'none' | 'linked' | 'session-lost';
  /** OAuth `state` values handed out and not used yet. */
  readonly pendingStates: readonly string[];
  readonly nick: string | null;
  readonly sealedSession: SealedKey | null;
  readonly sessionExpiresAt: string | null;
  readonly sealedRefreshToken: SealedKey | null;
  readonly refreshExpiresAt: string | null;
  /**
   * The session in use was renewed because Taobao refused the one before: if Taobao refuses this
   * one too, the seller must link again (a refused session is renewed once).
   */
  readonly renewedAfterRefusal: boolean;
  /** When the seller first linked: the monthly fee falls on this day of the month. */
  readonly firstLinkedAt: string | null;
  readonly settings: TaobaoSettings;
  readonly paidMonths: ReadonlySet<string>;
  /** The month whose fee the wallet could not cover, while it stays unpaid. */
  readonly suspendedFor: string | null;
  readonly suspensionMessage: string | null;
}

/** What a sealed session is bound to: opening it under another seller's name fails. */
export function taobaoSessionContext(sellerId: string, key: 'session' | 'refreshToken'): string {
  return `taobao-${sellerId}/${key}`;
}

/** `taobao-<sellerId>`: a seller's Taobao link, settings and monthly fee. */
export function taobaoAccountStream(sellerId: string): string {
  return `taobao-${sellerId}`;
}

export const defaultTaobaoSettings: TaobaoSettings = {
  categories: [],
  markupPercent: 0,
  markupFixedFen: 0,
};

/** How many link attempts may be open at once (each browser tab that started one). */
const maxPendingStates = 5;

/** Whether the seller's listings and order sync should run: linked and not suspended. */
export function isTaobaoActive(state: TaobaoAccountState): boolean {
  return state.link === 'linked' && state.suspendedFor === null;
}

export const taobaoAccountDecider: Decider<
  TaobaoAccountCommand,
  TaobaoAccountEvent,
  TaobaoAccountState
> = {
  initialState: {
    link: 'none',
    pendingStates: [],
    nick: null,
    sealedSession: null,
    sessionExpiresAt: null,
    sealedRefreshToken: null,
    refreshExpiresAt: null,
    renewedAfterRefusal: false,
    firstLinkedAt: null,
    settings: defaultTaobaoSettings,
    paidMonths: new Set(),
    suspendedFor: null,
    suspensionMessage: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TaobaoLinkStarted':
        return {
          ...state,
          pendingStates: [...state.pendingStates, event.data.state].slice(-maxPendingStates),
        };
      case 'TaobaoLinked':
        return {
          ...state,
          link: 'linked',
          pendingStates: [],
          nick: event.data.nick,
          sealedSession: event.data.sealedSession,
          sessionExpiresAt: event.data.sessionExpiresAt,
          sealedRefreshToken: event.data.sealedRefreshToken,
          refreshExpiresAt: event.data.refreshExpiresAt,
          renewedAfterRefusal: false,
          firstLinkedAt: state.firstLinkedAt ?? event.data.linkedAt,
        };
      case 'TaobaoSessionRefreshed':
        return {
          ...state,
          sealedSession: event.data.sealedSession,
          sessionExpiresAt: event.data.sessionExpiresAt,
          sealedRefreshToken: event.data.sealedRefreshToken,
          refreshExpiresAt: event.data.refreshExpiresAt,
          renewedAfterRefusal: event.data.reason === 'refused',
        };
      case 'TaobaoSessionLost':
        return {
          ...state,
          link: 'session-lost',
          sealedSession: null,
          sealedRefreshToken: null,
          refreshExpiresAt: null,
        };
      case 'TaobaoUnlinked':
        return {
          ...state,
          link: 'none',
          sealedSession: null,
          sealedRefreshToken: null,
          refreshExpiresAt: null,
          sessionExpiresAt: null,
        };
      case 'TaobaoSettingsChanged':
        return { ...state, settings: event.data };
      case 'TaobaoFeePaid':
        return { ...state, paidMonths: new Set(state.paidMonths).add(event.data.month) };
      case 'TaobaoSuspended':
        return { ...state, suspendedFor: event.data.month, suspensionMessage: event.data.message };
      case 'TaobaoReinstated':
        return { ...state, suspendedFor: null, suspensionMessage: null };
      case 'TaobaoSyncRequested':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartLink':
        return [{ type: 'TaobaoLinkStarted', data: { state: command.state, nick: command.nick } }];
      case 'CompleteLink': {
        if (!state.pendingStates.includes(command.state)) {
          throw new DomainError(
            'link_expired',
            'This Taobao authorisation was not asked for here or was used already. Please link again.',
          );
        }
        const { type: _type, state: _state, ...data } = command;
        return [{ type: 'TaobaoLinked', data }];
      }
      case 'RefreshSession': {
        // Unlinked or lost meanwhile: a renewed session must not link the seller again.
        if (state.link !== 'linked') {
          throw new DomainError('not_linked', 'No Taobao account is linked.');
        }
        const { type: _type, ...data } = command;
        return [{ type: 'TaobaoSessionRefreshed', data }];
      }
      case 'LoseSession':
        return state.link === 'linked'
          ? [{ type: 'TaobaoSessionLost', data: { reason: command.reason } }]
          : [];
      case 'Unlink':
        if (state.link === 'none') {
          throw new DomainError('not_linked', 'No Taobao account is linked.');
        }
        return [{ type: 'TaobaoUnlinked', data: {} }];
      case 'ChangeSettings': {
        const { type: _type, ...settings } = command;
        validateSettings(settings);
        return [{ type: 'TaobaoSettingsChanged', data: settings }];
      }
      case 'RecordFeePaid':
        if (state.paidMonths.has(command.month)) return [];
        return [
          {
            type: 'TaobaoFeePaid',
            data: {
              month: command.month,
              entryId: command.entryId,
              cnyFen: command.cnyFen,
              usdCents: command.usdCents,
            },
          },
          // The month that suspended the seller is paid: back in business.
          ...(state.suspendedFor === command.month
            ? [{ type: 'TaobaoReinstated' as const, data: { month: command.month } }]
            : []),
        ];
      case 'Suspend':
        if (state.paidMonths.has(command.month) || state.suspendedFor === command.month) return [];
        return [
          {
            type: 'TaobaoSuspended',
            data: {
              month: command.month,
              cnyFen: command.cnyFen,
              usdCents: command.usdCents,
              message: command.message,
            },
          },
        ];
      case 'RequestSync':
        if (state.link !== 'linked') {
          throw new DomainError('not_linked', 'Link your Taobao account first.');
        }
        if (state.suspendedFor !== null) {
          throw new DomainError(
            'suspended',
            'Your Taobao service is suspended until the monthly fee is paid: Deposit balance is not enough',
          );
        }
        return [{ type: 'TaobaoSyncRequested', data: {} }];
      default:
        return assertNever(command);
    }
  },
};

function validateSettings(settings: TaobaoSettings): void {
  for (const category of settings.categories) {
    if (!(taobaoCategories as readonly string[]).includes(category)) {
      throw new DomainError('invalid_category', `${category} cannot be sold on Taobao.`);
    }
  }
  const { markupPercent, markupFixedFen } = settings;
  if (!Number.isFinite(markupPercent) || markupPercent < 0 || markupPercent > maxMarkupPercent) {
    throw new DomainError(
      'invalid_markup',
      `The markup is a percentage from 0 to ${maxMarkupPercent}.`,
    );
  }
  if (
    !Number.isInteger(markupFixedFen) ||
    markupFixedFen < 0 ||
    markupFixedFen > maxMarkupFixedFen
  ) {
    throw new DomainError('invalid_markup', 'The fixed markup is from 0 to 10,000 CNY.');
  }
}
