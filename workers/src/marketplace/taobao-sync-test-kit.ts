import {
  createDatabase,
  createDatabasePool,
  type Database,
  type EventMetadata,
  migrateToLatest,
  newSellerKeysSecret,
  PostgresEventStore,
  type ProductVariant,
  type SellerKeyCipher,
  type ShopCommands,
  sellerKeyCipher,
  shopCommands,
  taobaoSessionContext,
} from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { TaobaoSimulatorOptions } from '../taobao/taobao-simulator.js';
import { type ServedTaobaoSimulator, serveTaobaoSimulator } from '../taobao/taobao-test-kit.js';

/** The sellers' AES-256-GCM cipher under a secret of the test's own. */
export const testCipher = sellerKeyCipher(newSellerKeysSecret());

export const testMetadata: EventMetadata = {
  correlationId: 'taobao-test',
  causationId: null,
  actor: { kind: 'system', name: 'test' },
  occurredAt: new Date().toISOString(),
};

/** Products as the catalogue and stock views hold them, straight into the read models. */
export async function insertProducts(
  db: Kysely<Database>,
  products: readonly {
    id: number;
    category: string;
    chargedCents: number;
    available: number;
    /** The product's price before its discount; `chargedCents` when absent. */
    priceCents?: number;
    discountPercent?: number;
    variants?: readonly ProductVariant[];
  }[],
): Promise<void> {
  const now = new Date();
  for (let from = 0; from < products.length; from += 500) {
    const chunk = products.slice(from, from + 500);
    await db
      .insertInto('products')
      .values(
        chunk.map((product) => ({
          id: product.id,
          titles: JSON.stringify({
            'en-US': `Product ${product.id}`,
            'zh-CN': `商品 ${product.id}`,
          }),
          descriptions: JSON.stringify({ 'en-US': 'A product.' }),
          search_text: `product ${product.id}`,
          brand: 'Test',
          brand_key: 'test',
          category: product.category,
          collections: [],
          tags: [],
          colors: [],
          sizes: [],
          is_new: false,
          weight_grams: 100,
          variants: JSON.stringify(product.variants ?? []),
          images: '[]',
          price_cents: product.priceCents ?? product.chargedCents,
          discount_percent: product.discountPercent ?? 0,
          charged_cents: product.chargedCents,
          stock: product.available,
          listed: true,
          listed_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('product_stock')
      .values(
        chunk.map((product) => ({
          product_id: product.id,
          available: product.available,
          reserved: 0,
          committed: 0,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export async function setAvailable(db: Kysely<Database>, productId: number, available: number) {
  await db
    .updateTable('product_stock')
    .set({ available })
    .where('product_id', '=', productId)
    .execute();
}

/** A sandbox seller linked to our seller `sellerId`, as the OAuth callback leaves them. */
export async function linkSandboxSeller(
  served: ServedTaobaoSimulator,
  commands: ShopCommands,
  sellerId: string,
  nick: string,
  cipher: SellerKeyCipher = testCipher,
): Promise<void> {
  served.simulator.createSeller(nick);
  const grant = served.simulator.grantSession(nick);
  const state = `state-${sellerId}`;
  await commands.taobaoAccount(sellerId, { type: 'StartLink', state, nick }, testMetadata);
  await commands.taobaoAccount(
    sellerId,
    {
      type: 'CompleteLink',
      state,
      nick,
      taobaoUserId: grant.userId,
      sealedSession: cipher.seal(grant.session, taobaoSessionContext(sellerId, 'session')),
      sessionExpiresAt: new Date(Date.now() + grant.expiresIn * 1000).toISOString(),
      sealedRefreshToken: cipher.seal(
        grant.refreshToken,
        taobaoSessionContext(sellerId, 'refreshToken'),
      ),
      refreshExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      linkedAt: new Date().toISOString(),
    },
    testMetadata,
  );
}

/** What a Taobao sync test runs against: its own database, event store and TOP simulator. */
export interface TaobaoTestWorld {
  readonly database: TestDatabase;
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  readonly store: PostgresEventStore;
  readonly served: ServedTaobaoSimulator;
  /** The sync jobs' dependencies, on the simulator's client and the test cipher. */
  dependencies(): {
    db: Kysely<Database>;
    pool: pg.Pool;
    store: PostgresEventStore;
    commands: ShopCommands;
    taobao: { client: ReturnType<ServedTaobaoSimulator['client']>; cipher: SellerKeyCipher };
    now?: () => number;
  };
}

/**
 * Opens a Taobao test world before the file's tests and closes it after them; its fields are
 * there once `beforeAll` has run.
 */
export function taobaoTestWorld(
  options: { poolSize?: number; simulator?: Partial<TaobaoSimulatorOptions> } = {},
): TaobaoTestWorld {
  const parts: {
    -readonly [K in keyof Omit<TaobaoTestWorld, 'dependencies'>]?: TaobaoTestWorld[K];
  } = {};
  const part = <K extends keyof typeof parts>(key: K) => {
    const value = parts[key];
    if (value === undefined)
      throw new Error(`The Taobao test world has no ${key} before beforeAll`);
    return value as NonNullable<(typeof parts)[K]>;
  };
  beforeAll(async () => {
    parts.database = await createTestDatabase();
    parts.pool = createDatabasePool(parts.database.url, { poolSize: options.poolSize ?? 6 });
    parts.db = createDatabase(parts.pool);
    await migrateToLatest(parts.db);
    parts.store = await PostgresEventStore.connect({
      connectionString: parts.database.url,
      poolSize: 3,
    });
    parts.served = await serveTaobaoSimulator(options.simulator);
  });
  afterAll(async () => {
    await parts.served?.close();
    await parts.store?.close();
    await parts.db?.destroy();
    await parts.database?.drop();
  });
  const now = options.simulator?.now;
  return {
    get database() {
      return part('database');
    },
    get pool() {
      return part('pool');
    },
    get db() {
      return part('db');
    },
    get store() {
      return part('store');
    },
    get served() {
      return part('served');
    },
    dependencies() {
      const store = part('store');
      return {
        db: part('db'),
        pool: part('pool'),
        store,
        commands: shopCommands(store),
        taobao: { client: part('served').client(), cipher: testCipher },
        ...(now ? { now } : {}),
      };
    },
  };
}
