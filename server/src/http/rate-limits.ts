import type { Config } from '@shop/core';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { emailKey } from '../auth/email-key.js';
import { TooManyRequests } from './too-many-requests.js';

/** Where the counters live; every server replica must share them (memory: one process only). */
export type RateLimitStore =
  | { readonly kind: 'memory' }
  | { readonly kind: 'postgres'; readonly pool: pg.Pool }
  | { readonly kind: 'redis'; readonly client: Redis };

export type RateLimitSettings = Pick<
  Config,
  | 'RATE_LIMITS'
  | 'RATE_LIMIT_WRITES_PER_ADDRESS'
  | 'RATE_LIMIT_WRITES_PER_ACCOUNT'
  | 'RATE_LIMIT_WRITES_GLOBAL'
  | 'RATE_LIMIT_SENSITIVE_PER_ADDRESS'
  | 'RATE_LIMIT_CHECKOUTS_PER_ACCOUNT'
  | 'RATE_LIMIT_SENSITIVE_GLOBAL'
  | 'LOGIN_FAILURES_PER_PAIR'
  | 'LOGIN_FAILURES_PER_ADDRESS'
>;

/** Who is asking: the client address (behind a proxy only with TRUST_PROXY) and the account. */
export interface Caller {
  readonly address: string;
  readonly accountId: string | null;
}

export interface RateLimits {
  /** Counts a write (POST, PUT, PATCH, DELETE); throws {@link TooManyRequests} over a limit. */
  write(caller: Caller): Promise<void>;
  /** Counts a sign-in, registration or password-reset request: each costs a hash or a mail. */
  account(caller: Caller): Promise<void>;
  /** Counts a checkout. */
  checkout(caller: Caller): Promise<void>;
  /**
   * Counts a password check before it happens, per e-mail and client address pair and per
   * client address: someone elsewhere guessing cannot lock the owner out. Counting first means
   * guesses sent side by side cannot all slip through before any failure is recorded.
   */
  reservePasswordCheck(email: string, address: string): Promise<void>;
  /** The password was right: the pair starts afresh and the attempt is not held against the address. */
  passwordAccepted(email: string, address: string): Promise<void>;
  /** Counts a form that mails someone (contact, newsletter), per client address and per address mailed. */
  mailForm(form: MailForm, address: string, email: string): Promise<void>;
}

export type MailForm = 'contact' | 'newsletter';

/** Per hour: enough for a person who mistyped twice, too few to flood staff or a stranger's inbox. */
export const mailFormLimits: Record<MailForm, { perAddress: number; perEmail: number }> = {
  contact: { perAddress: 5, perEmail: 3 },
  newsletter: { perAddress: 10, perEmail: 3 },
};

export const loginPairWindowSeconds = 15 * 60;

/**
 * The shop's abuse limits, from rate-limiter-flexible. The global ceilings are kept in each
 * process (a hot shared counter would serialise every write on one row or key); the others in
 * `store`, with a per-process stand-in while the store is unreachable, so a Redis or PostgreSQL
 * restart does not turn every write into a 500.
 *
 * @example
 * const limits = createRateLimits(config, { kind: 'redis', client: redis });
 * await limits.write({ address: ctx.ip, accountId: null });
 */
export function createRateLimits(settings: RateLimitSettings, store: RateLimitStore): RateLimits {
  if (!settings.RATE_LIMITS) return unlimited;
  const shared = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points, duration });
    const options = { keyPrefix, points, duration, insuranceLimiter };
    switch (store.kind) {
      case 'memory':
        return insuranceLimiter;
      case 'postgres':
        return new RateLimiterPostgres({
          ...options,
          storeClient: store.pool,
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: false,
        });
      case 'redis':
        return new RateLimiterRedis({ ...options, storeClient: store.client });
    }
  };
  const local = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration });

  const writesPerAddress = shared('w-ip', settings.RATE_LIMIT_WRITES_PER_ADDRESS, 60);
  const writesPerAccount = shared('w-acct', settings.RATE_LIMIT_WRITES_PER_ACCOUNT, 60);
  const writesGlobal = local('w-all', settings.RATE_LIMIT_WRITES_GLOBAL, 1);
  const sensitivePerAddress = shared('s-ip', settings.RATE_LIMIT_SENSITIVE_PER_ADDRESS, 60);
  const checkoutsPerAccount = shared('c-acct', settings.RATE_LIMIT_CHECKOUTS_PER_ACCOUNT, 60);
  const sensitiveGlobal = local('s-all', settings.RATE_LIMIT_SENSITIVE_GLOBAL, 1);
  const failuresPerPair = shared(
    'f-pair',
    settings.LOGIN_FAILURES_PER_PAIR,
    loginPairWindowSeconds,
  );
  const failuresPerAddress = shared('f-ip', settings.LOGIN_FAILURES_PER_ADDRESS, 3600);

  const pairKey = (email: string, address: string) => `${emailKey(email)}:${address}`;
  const mailForms = Object.fromEntries(
    Object.entries(mailFormLimits).map(([form, limit]) => [
      form,
      {
        perAddress: shared(`${form}-ip`, limit.perAddress, 3600),
        perEmail: shared(`${form}-mail`, limit.perEmail, 3600),
      },
    ]),
  ) as Record<MailForm, { perAddress: RateLimiterAbstract; perEmail: RateLimiterAbstract }>;

  return {
    async write({ address, accountId }) {
      await consumeAll([
        [writesGlobal, 'all', 'too_many_requests'],
        [writesPerAddress, address, 'too_many_requests'],
        ...(accountId ? [[writesPerAccount, accountId, 'too_many_requests'] as const] : []),
      ]);
    },
    async account({ address }) {
      await consumeAll([
        [sensitiveGlobal, 'all', 'too_many_requests'],
        [sensitivePerAddress, address, 'too_many_requests'],
      ]);
    },
    async checkout({ address, accountId }) {
      await consumeAll([
        [sensitivePerAddress, address, 'too_many_requests'],
        ...(accountId ? [[checkoutsPerAccount, accountId, 'too_many_requests'] as const] : []),
      ]);
    },
    async reservePasswordCheck(email, address) {
      await consumeAll([
        [failuresPerPair, pairKey(email, address), 'too_many_attempts'],
        [failuresPerAddress, address, 'too_many_attempts'],
      ]);
    },
    async passwordAccepted(email, address) {
      await Promise.all([
        failuresPerPair.delete(pairKey(email, address)),
        failuresPerAddress.reward(address, 1),
      ]);
    },
    async mailForm(form, address, email) {
      const limiters = mailForms[form];
      await consumeAll([
        [limiters.perAddress, address, 'too_many_requests'],
        [limiters.perEmail, emailKey(email), 'too_many_requests'],
      ]);
    },
  };
}

type Consumption = readonly [
  RateLimiterAbstract,
  string,
  'too_many_requests' | 'too_many_attempts',
];

/** Counts against every limiter (so a refused request still counts) and refuses on the first over. */
async function consumeAll(consumptions: readonly Consumption[]): Promise<void> {
  const outcomes = await Promise.allSettled(
    consumptions.map(([limiter, key]) => limiter.consume(key)),
  );
  let refusal: TooManyRequests | null = null;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return;
    const reason: unknown = outcome.reason;
    if (!(reason instanceof RateLimiterRes)) throw reason;
    const seconds = Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
    if (!refusal || seconds > refusal.retryAfterSeconds) {
      refusal = new TooManyRequests(consumptions[index]?.[2] ?? 'too_many_requests', seconds);
    }
  });
  if (refusal) throw refusal;
}

const unlimited: RateLimits = {
  write: async () => {},
  account: async () => {},
  checkout: async () => {},
  reservePasswordCheck: async () => {},
  passwordAccepted: async () => {},
  mailForm: async () => {},
};
