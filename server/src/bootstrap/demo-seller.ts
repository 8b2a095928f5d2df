import {
  type Database,
  DomainError,
  type EventMetadata,
  type EventStore,
  type ForeignAmount,
  type GlobalPosition,
  type Logger,
  monthlyFee,
  monthlyFeeEntryId,
  monthOf,
  type OrderLine,
  shopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { registerUser } from '../auth/register-user.js';
import { systemMetadata } from '../http/command-metadata.js';

const day = 86_400_000;

/** The demo reseller's sign-in; its password is generated into DATA_DIR like staff's. */
export const demoSellerEmail = 'seller@shop.localhost';
const months = 3;

/**
 * The embedded default's demo reseller: an account with a seller record, deposits, and three
 * months of orders (sold on Taobao at a margin), shipping fees and monthly fees, each dated
 * when it happened, so a newcomer sees a living seller back office. Seeded once.
 *
 * @example
 * await seedDemoSeller({ store, db, logger, email: 'seller@shop.localhost', password });
 */
export async function seedDemoSeller({
  store,
  db,
  logger,
  email,
  password,
  now = new Date(),
}: {
  store: EventStore;
  db: Kysely<Database>;
  logger: Logger;
  email: string;
  password: string;
  now?: Date;
}): Promise<'created' | 'existed'> {
  let userId: string;
  try {
    ({ userId } = await registerUser(
      { store, db, email, password, role: 'customer', displayName: 'Demo seller' },
      systemMetadata('demo-seed'),
    ));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'email_taken') return 'existed';
    throw error;
  }
  const products = await db
    .selectFrom('products')
    .select(['id', 'titles', 'charged_cents', 'weight_grams'])
    .where('listed', '=', true)
    .orderBy('id')
    .limit(12)
    .execute();
  const commands = shopCommands(store);
  const positions: GlobalPosition[] = [];
  const at = (time: number): EventMetadata => ({
    ...systemMetadata('demo-seed'),
    occurredAt: new Date(time).toISOString(),
  });
  const keep = ({ position }: { position: GlobalPosition | null }) => {
    if (position) positions.push(position);
  };

  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 2, 9);
  keep(
    await commands.seller(
      userId,
      {
        type: 'RegisterSeller',
        accountId: userId,
        wechatId: 'demo_seller',
        wechatNickname: 'Demo',
      },
      at(start),
    ),
  );
  let balance = 0;
  let deposits = 0;
  async function deposit(time: number, cents: number) {
    deposits += 1;
    balance += cents;
    keep(
      await commands.wallet(
        userId,
        {
          type: 'CreditWallet',
          entryId: `demo-deposit-${deposits}`,
          amountCents: cents,
          code: 'DEPOSIT',
          remark: 'PayPal deposit',
        },
        at(time),
      ),
    );
  }
  async function charge(
    time: number,
    entry: {
      entryId: string;
      amountCents: number;
      code: 'ORDER_PAYMENT' | 'SHIPPING_FEE' | 'MONTHLY_FEE';
      remark: string;
      orderNumber?: string;
      foreign?: ForeignAmount;
    },
  ) {
    // The demo seller tops up when the balance runs short, as a seller would.
    if (entry.amountCents > balance) await deposit(time - 3_600_000, 50_000);
    balance -= entry.amountCents;
    keep(await commands.wallet(userId, { type: 'DebitWallet', ...entry }, at(time)));
  }

  await deposit(start + 3_600_000, 80_000);
  let orderIndex = 0;
  for (let month = 0; month <= months; month++) {
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + month, 1);
    if (month > 0) {
      const fee = monthlyFee();
      await charge(first + 60_000, {
        entryId: monthlyFeeEntryId(monthOf(new Date(first))),
        amountCents: fee.usdCents,
        code: 'MONTHLY_FEE',
        remark: `Reseller service ${monthOf(new Date(first))}: 21 RMB`,
        foreign: fee.foreign,
      });
    }
    for (let n = 0; n < 6; n++) {
      const placedAt = first + (3 + n * 4) * day + (n % 3) * 3_600_000 + 9 * 3_600_000;
      if (placedAt < start || placedAt > now.getTime() - day) continue;
      orderIndex += 1;
      const lines = orderLines(products, orderIndex);
      if (lines.length === 0) continue;
      const orderNumber = `100${String(now.getUTCFullYear() * 10_000 + orderIndex).padStart(14, '0')}`;
      await order(userId, orderNumber, lines, placedAt);
    }
  }

  async function order(
    customerId: string,
    orderNumber: string,
    lines: OrderLine[],
    placedAt: number,
  ) {
    const subTotalMinor = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
    const weight = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
    const shippingMinor = 1_200 + Math.ceil(weight / 500) * 300;
    const totalMinor = subTotalMinor + shippingMinor;
    const entryId = `order-${orderNumber}`;
    // Stock and payment are recorded as they happened; the workflows find them done.
    await charge(placedAt + 120_000, {
      entryId,
      amountCents: totalMinor,
      code: 'ORDER_PAYMENT',
      remark: `Order ${orderNumber}`,
      orderNumber,
    });
    keep(
      await commands.order(
        orderNumber,
        {
          type: 'PlaceOrder',
          orderNumber,
          customerId,
          lines,
          amounts: {
            currency: 'USD',
            subTotalMinor,
            shippingMinor,
            taxMinor: 0,
            totalMinor,
            totalUsdCents: totalMinor,
          },
          recipient: {
            fullName: 'Li Wei',
            phone: '13800138000',
            postalCode: '200000',
            country: 'CN',
            city: 'Shanghai',
            address: '88 Century Avenue',
          },
          courier: { id: 3, name: 'SF Express' },
          paymentMethod: 'wallet',
          origin: 'http://localhost:3000',
          sale: {
            platform: 'taobao',
            tradeId: `demo-${orderNumber.slice(-6)}`,
            usdCents: Math.round(totalMinor * 1.35),
          },
        },
        at(placedAt),
      ),
    );
    keep(await commands.order(orderNumber, { type: 'ConfirmStock' }, at(placedAt + 60_000)));
    keep(
      await commands.order(
        orderNumber,
        { type: 'RecordPayment', provider: 'wallet', reference: entryId, paymentStatus: 'paid' },
        at(placedAt + 180_000),
      ),
    );
    const shippedAt = placedAt + 3 * day;
    if (shippedAt < now.getTime()) {
      await charge(shippedAt, {
        entryId: `shipping-${orderNumber}`,
        amountCents: 600 + Math.ceil(weight / 500) * 250,
        code: 'SHIPPING_FEE',
        remark: `International shipping, order ${orderNumber}`,
        orderNumber,
      });
    }
  }

  const last = positions
    .sort((a, b) =>
      a.commit === b.commit ? Number(a.prepare - b.prepare) : Number(a.commit - b.commit),
    )
    .at(-1);
  if (last) {
    for (const view of ['sellers', 'wallets', 'orders']) {
      await waitForProjection(db, view, last, { timeoutMs: 60_000 });
    }
  }
  logger.info({ email, orders: orderIndex }, 'demo seller seeded');
  return 'created';
}

/** One to three catalogue products, one or two of each, chosen by the order's index. */
function orderLines(
  products: readonly {
    id: number;
    titles: Record<string, string>;
    charged_cents: number;
    weight_grams: number;
  }[],
  index: number,
): OrderLine[] {
  if (products.length === 0) return [];
  const count = 1 + (index % 3);
  return Array.from({ length: count }, (_, offset) => {
    const product = products[(index * 5 + offset * 7) % products.length] ?? products[0];
    return {
      productId: product?.id ?? 0,
      variantId: null,
      title: product?.titles['en-US'] ?? Object.values(product?.titles ?? {})[0] ?? '',
      quantity: 1 + ((index + offset) % 2),
      unitMinor: product?.charged_cents ?? 0,
      weightGrams: product?.weight_grams ?? 0,
    };
  }).filter(
    (line, position, all) =>
      all.findIndex((other) => other.productId === line.productId) === position,
  );
}
