import { randomUUID } from 'node:crypto';
import {
  createDatabase,
  createDatabasePool,
  createLogger,
  type GlobalPosition,
  listProduct,
  loadConfig,
  migrateToLatest,
  newSellerKeysSecret,
  PostgresEventStore,
  type ProductListing,
  type Role,
  sellerKeyCipher,
  shopCommands,
} from '@shop/core';
import { createTestDatabase, testMetadata } from '@shop/core/testing';
import { startProjections, waitForProjection } from '@shop/projections';
import { type MailMessage, type MailTransport, startWorkers } from '@shop/workers';
import { routeTable, shopRouters } from './app.js';
import { registerUser } from './auth/register-user.js';
import { createSession } from './auth/session.repository.js';
import { watchVersions } from './catalog/watched-versions.js';
import { startStreamWatcher } from './http/stream-watcher.js';
import { taobaoSetup } from './marketplace/taobao-setup.js';
import { paypalSetup } from './payments/paypal-setup.js';
import { startServer } from './server.js';
import { carrierSetup } from './shipping/carrier-setup.js';

/** The error body every failure answers with. */
export interface ApiError {
  error: { code: string; message: string };
}

/** A mail transport that keeps what it is given, for tests to read. */
export interface RecordingMail extends MailTransport {
  readonly sent: readonly MailMessage[];
  /** Resolves with the first mail to `to`, waiting up to `timeoutMs` for it. */
  next(to: string, timeoutMs?: number): Promise<MailMessage>;
}

export function recordingMail(): RecordingMail {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async next(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.find((message) => message.to === to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/**
 * A server on a free port over a fresh database, with projections, workflows and job workers
 * running as `npm start` runs them; mail is recorded. `env` adds settings (e.g. limits).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  /**
   * Leave the workers or the projections out, e.g. to run them in another process that a test
   * kills.
   */
  {
    workers: withWorkers = true,
    projections: withProjections = true,
  }: { workers?: boolean; projections?: boolean } = {},
) {
  const mail = recordingMail();
  const database = await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    SELLER_KEYS_SECRET: newSellerKeysSecret(),
    // Each test signs in as often as it likes from one address; tests of the limits set their own.
    RATE_LIMIT_SENSITIVE_PER_ADDRESS: '100000',
    RATE_LIMIT_SENSITIVE_GLOBAL: '100000',
    // Tests race hundreds of checkouts and writes from one address and account on purpose.
    RATE_LIMIT_WRITES_PER_ADDRESS: '100000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
    RATE_LIMIT_WRITES_GLOBAL: '100000',
    RATE_LIMIT_CHECKOUTS_PER_ACCOUNT: '100000',
    ...env,
  });
  const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
  // Each projection and the workflows hold one connection while leading and one per batch;
  // two test files run at once, within PostgreSQL's 100 connections.
  const pool = createDatabasePool(database.url, { poolSize: 20 });
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 6 });
  // As `npm start` keeps them: announced by PostgreSQL, and told by this process's projections.
  const versions = await watchVersions({ connectionString: database.url, db, logger });
  const projections = withProjections
    ? startProjections({ store, pool, logger, onApplied: versions.projectionApplied })
    : null;
  const paypal = paypalSetup(config);
  const taobao = taobaoSetup(config);
  const carriers = carrierSetup(config);
  const workers = withWorkers
    ? await startWorkers({
        config,
        databaseUrl: database.url,
        db,
        logger,
        commerce: {
          store,
          pool,
          paypal: paypal.client,
          tracking: carriers.client,
          taobao: {
            client: taobao.client,
            cipher: sellerKeyCipher(config.SELLER_KEYS_SECRET ?? newSellerKeysSecret()),
          },
        },
      })
    : null;
  const watcher = await startStreamWatcher(store, logger);
  const server = await startServer(
    {
      config,
      db,
      store,
      mail,
      paypal,
      taobao,
      carriers,
      watcher,
      logger,
      queues: workers?.everyQueue ?? [],
      versions,
    },
    { graceMs: 100 },
  );
  const base = `http://127.0.0.1:${server.port}`;

  return {
    base,
    port: server.port,
    /** The `METRICS_PORT` listener's port (when the test sets `METRICS_PORT`). */
    metricsPort: server.metricsPort,
    databaseUrl: database.url,
    db,
    store,
    mail,
    /** The TOP simulator and sandbox this server mounts, for tests to steer. */
    taobao: taobao.simulator,
    /** Every route the server answers, with its declared guard. */
    /** The carrier simulator this server mounts, for tests to inject faults into. */
    carriers: carriers.simulator,
    routes: routeTable(shopRouters({ config, db, store, mail, paypal, taobao, carriers, watcher })),
    /** A fresh session for a user, without a login (no password hash to pay for). */
    async sessionFor(userId: string) {
      return createSession(db, { userId, ttlHours: 1, userAgent: 'test' });
    },
    /** Registers a user through the domain and waits until they can sign in. */
    async registerUser(email: string, role: Role, password = 'correct horse battery') {
      const displayName = email.split('@')[0] ?? email;
      const { userId } = await registerUser(
        { store, db, email, role, password, displayName },
        testMetadata(),
      );
      return { userId, email, password };
    },
    async login(email: string, password = 'correct horse battery') {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      const body = (await response.json()) as { token: string; csrfToken: string };
      const cookies = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      return { ...body, cookies, setCookies: response.headers.getSetCookie() };
    },
    /** Credits a wallet (a staff adjustment) and waits until the wallet read model shows it. */
    async fundWallet(accountId: string, cents: number) {
      const { position } = await shopCommands(store).wallet(
        accountId,
        {
          type: 'CreditWallet',
          entryId: `test-funding-${randomUUID()}`,
          amountCents: cents,
          code: 'ADJUSTMENT',
          remark: 'Test funding',
        },
        testMetadata(),
      );
      if (position) await waitForProjection(db, 'wallets', position);
    },
    /** Lists products (and their opening stock) and waits until the catalogue shows them. */
    async listProducts(products: readonly ProductListing[]) {
      let last: GlobalPosition | null = null;
      for (const product of products) {
        last = (await listProduct(store, product, testMetadata())) ?? last;
      }
      if (last) await waitForProjection(db, 'products', last);
    },
    /** A JSON request; `token` signs in with a bearer token. */
    async request<T = ApiError>(
      method: string,
      path: string,
      {
        body,
        token,
        headers,
      }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      // A JSON answer is parsed; any other (robots.txt, a CSV, a page) is kept as its text.
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const json = (text ? (isJson ? JSON.parse(text) : text) : undefined) as T;
      return { status: response.status, body: json, headers: response.headers };
    },
    async close() {
      await server.close();
      await watcher.close();
      await workers?.close();
      await projections?.close();
      await versions.stop();
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
