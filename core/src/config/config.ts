import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting, read from the environment. An unset value means the embedded default. */
/** The staff account's address, and where mail for staff goes, when `STAFF_EMAIL` is unset. */
export const defaultStaffEmail = 'staff@shop.localhost';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * A second listener that answers `GET /metrics` (Prometheus) without a session, for a scraper
   * inside the network; unset, none. On the main port `/metrics` is for staff only.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where that listener binds: loopback unless the scraper runs elsewhere. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  /** The shop's name on site 1, the default site: page titles, the header and mails. */
  SITE_NAME: z.string().trim().min(1).max(80).default('Pacific Pantry'),
  /**
   * Hosts of site 2, the regional reseller's shop, comma-separated (`snacks.example.kr`); a
   * language subdomain of one (`ko.snacks.example.kr`) is site 2 too. Unset: no site 2.
   */
  RESELLER_SITE_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The name site 2 shows in its titles, header and mails. */
  RESELLER_SITE_NAME: z.string().trim().min(1).max(80).default('Seoul Snack Depot'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(esdb|kurrentdb|kdb)(\+discover)?:\/\//)
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65_535).default(5439),
  STAFF_EMAIL: z.email().default(defaultStaffEmail),
  STAFF_PASSWORD: z.string().min(12).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 14),
  /** Unset: Secure in production, not in development (plain http on localhost). */
  COOKIE_SECURE: flag.optional(),
  /**
   * Production refuses to run the PayPal and other simulators, which move no real money and are
   * open to anyone, unless this says they are wanted (a staging shop, say).
   */
  ALLOW_SIMULATORS: flag.default(false),
  TRUST_PROXY: flag.default(false),
  APPS_DIR: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Pacific Pantry <no-reply@shop.localhost>'),
  TAX_RATES: z.string().min(2).optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  UNPAID_ORDER_SECONDS: z.coerce.number().int().min(1).max(604_800).default(1800),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  IDEMPOTENCY_KEY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * Abuse limits (`server/src/http/rate-limits.ts`), kept in Redis when `REDIS_URL` is set, else
   * in PostgreSQL. Off only for load tests that hammer the API from one address on purpose.
   */
  RATE_LIMITS: flag.default(true),
  /** Writes (POST, PUT, PATCH, DELETE under /api) per client address per minute. */
  RATE_LIMIT_WRITES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Writes per signed-in account per minute. */
  RATE_LIMIT_WRITES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Writes per second from everyone together: a ceiling that keeps the shop up under a flood. */
  RATE_LIMIT_WRITES_GLOBAL: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /**
   * Sign-ins, registrations, password-reset requests and checkouts per client address per
   * minute: each sign-in or registration costs an argon2 hash.
   */
  RATE_LIMIT_SENSITIVE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Checkouts per signed-in account per minute. */
  RATE_LIMIT_CHECKOUTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Sign-ins, registrations and password-reset requests per second from everyone together. */
  RATE_LIMIT_SENSITIVE_GLOBAL: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Failed sign-ins per e-mail address and client address pair within 15 minutes. */
  LOGIN_FAILURES_PER_PAIR: z.coerce.number().int().min(1).max(1000).default(5),
  /** Failed sign-ins per client address, whatever the e-mail, within an hour. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** When a capture PayPal holds as PENDING is first looked at again; later checks wait longer. */
  PAYPAL_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How long a job's worker may go silent before another takes the job over. */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * AES-256-GCM key (32 bytes, base64 or hex) that seals sellers' Taobao keys at rest. Unset: the
   * embedded default keeps a generated one in DATA_DIR; the production server refuses to start.
   */
  SELLER_KEYS_SECRET: z
    .string()
    .regex(
      /^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      'SELLER_KEYS_SECRET is 32 bytes, base64 or hex',
    )
    .optional(),
  /** Taobao Open Platform's `router/rest` gateway; unset: the simulator and sandbox in the server. */
  TAOBAO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  TAOBAO_APP_KEY: z.string().min(1).optional(),
  TAOBAO_APP_SECRET: z.string().min(1).optional(),
  /** Where Taobao's OAuth (`/authorize`, `/token`) lives with TAOBAO_API_URL. */
  TAOBAO_OAUTH_URL: z.url({ protocol: /^https?$/ }).default('https://oauth.taobao.com'),
  /** The carriers' tracking APIs; unset: the carrier simulator in the server. */
  CARRIER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often the parcels on their way are polled at their carriers. */
  TRACKING_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** A carrier slower than this to answer is tried again later. */
  CARRIER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  /** How long a simulated parcel stays at each stage (accepted, in transit, customs, ...). */
  CARRIER_SIMULATOR_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** How often every linked seller's listings and orders are synced (and monthly fees checked). */
  TAOBAO_SYNC_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** The app's TOP quota in this process, calls per second. */
  TAOBAO_CALLS_PER_SECOND: z.coerce.number().min(1).max(10_000).default(40),
  /** Each seller's TOP quota in this process, calls per second. */
  TAOBAO_SELLER_CALLS_PER_SECOND: z.coerce.number().min(1).max(10_000).default(10),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'DATA_DIR' | 'APPS_DIR' | 'COOKIE_SECURE'
> & {
  readonly COOKIE_SECURE: boolean;
  /** Absolute. */
  readonly DATA_DIR: string;
  /** Absolute; holds the built `storefront/` and `backoffice/`. */
  readonly APPS_DIR: string;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * In production a simulator stands in for a real service only when that was asked for.
 *
 * @example
 * if (!config.PAYPAL_API_URL) refuseSimulatorInProduction(config, 'PayPal', 'PAYPAL_API_URL');
 */
export function refuseSimulatorInProduction(
  config: Partial<Pick<Config, 'NODE_ENV' | 'ALLOW_SIMULATORS'>>,
  service: string,
  setting: string,
): void {
  if (config.NODE_ENV === 'production' && !config.ALLOW_SIMULATORS) {
    throw new ConfigError(
      `${service} is not configured (${setting}) and production does not run its simulator. Set ${setting}, or ALLOW_SIMULATORS=true for a shop that takes no real money.`,
    );
  }
}

/**
 * @example
 * const config = loadConfig(process.env);
 * if (!config.DATABASE_URL) await startEmbeddedPostgres(config);
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  return {
    ...parsed.data,
    COOKIE_SECURE: parsed.data.COOKIE_SECURE ?? production,
    DATA_DIR: resolve(root, parsed.data.DATA_DIR),
    APPS_DIR: resolve(root, parsed.data.APPS_DIR ?? '.'),
  };
}

/** One line per choice that depends on the environment, for the startup log. */
export function describeConfig(config: Config): string[] {
  return [
    config.DATABASE_URL
      ? `read models: PostgreSQL at ${redact(config.DATABASE_URL)}`
      : `read models: embedded PostgreSQL (data in ${config.DATA_DIR}, port ${config.EMBEDDED_POSTGRES_PORT})`,
    config.EVENTSTORE_URL
      ? `event store: EventStoreDB at ${redact(config.EVENTSTORE_URL)}`
      : 'event store: PostgreSQL events table (same database as the read models)',
    config.REDIS_URL
      ? `job queues: BullMQ on Redis at ${redact(config.REDIS_URL)}`
      : 'job queues: BullMQ on its PostgreSQL backend (same database)',
    config.SMTP_URL
      ? `mail: SMTP at ${redact(config.SMTP_URL)}`
      : 'mail: the local outbox (table mail_outbox, each mail logged)',
    config.PAYPAL_API_URL
      ? `payments: PayPal at ${config.PAYPAL_API_URL}`
      : 'payments: the PayPal simulator at /simulators/paypal (no real money moves)',
    config.CARRIER_API_URL
      ? `carrier tracking: ${config.CARRIER_API_URL}, polled every ${config.TRACKING_POLL_SECONDS} s`
      : `carrier tracking: the carrier simulator at /simulators/carriers, polled every ${config.TRACKING_POLL_SECONDS} s`,
    config.TAOBAO_API_URL
      ? `taobao: TOP at ${config.TAOBAO_API_URL}, OAuth at ${config.TAOBAO_OAUTH_URL}`
      : 'taobao: the TOP simulator and sandbox at /sandbox/taobao (nothing reaches Taobao)',
  ];
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
