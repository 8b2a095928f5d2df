import type { Migration } from 'kysely';
import * as projectionRunner from './2026-11-22T0100-projection-runner.js';
import * as eventLog from './2026-11-22T0110-event-log.js';
import * as usersAndSessions from './2026-11-22T0120-users-and-sessions.js';
import * as mailOutbox from './2026-11-22T0130-mail-outbox.js';
import * as products from './2026-11-22T0200-products.js';
import * as loginAttempts from './2026-11-23T0100-login-attempts.js';
import * as passwordResets from './2026-11-23T0110-password-resets.js';
import * as cartsAndOrders from './2026-11-23T0200-carts-and-orders.js';
import * as orderPaymentUrl from './2026-11-23T0210-order-payment-url.js';
import * as moneyAndStock from './2026-11-24T0100-money-and-stock.js';
import * as catalogueReadPaths from './2026-11-24T0200-catalogue-read-paths.js';
import * as deadLetterPositions from './2026-11-24T0210-dead-letter-positions.js';
import * as orderLifecycle from './2026-11-24T0300-order-lifecycle.js';
import * as sellers from './2026-11-24T0400-sellers.js';
import * as ledger from './2026-11-24T0410-ledger.js';
import * as rateLimits from './2026-11-24T0500-rate-limits.js';
import * as taobao from './2026-11-24T0700-taobao.js';
import * as orderLedgerFigures from './2026-11-25T0100-order-ledger-figures.js';
import * as blog from './2026-11-25T0500-blog.js';
import * as reviews from './2026-11-25T0510-reviews.js';
import * as contentPages from './2026-11-26T0100-content-pages.js';
import * as saleEnds from './2026-11-26T0200-sale-ends.js';
import * as productVideo from './2026-11-26T0300-product-video.js';
import * as orderSource from './2026-11-26T0400-order-source.js';
import * as dropCarts from './2026-11-26T0900-drop-carts.js';
import * as authVersion from './2026-11-27T1000-auth-version.js';
import * as moveCheckpoint from './2026-11-27T1100-move-checkpoint.js';
import * as announceVersions from './2026-11-27T1200-announce-versions.js';

/** Every read-model migration, by timestamped name; Kysely applies them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0100-projection-runner': projectionRunner,
  '2026-11-22T0110-event-log': eventLog,
  '2026-11-22T0120-users-and-sessions': usersAndSessions,
  '2026-11-22T0130-mail-outbox': mailOutbox,
  '2026-11-22T0200-products': products,
  '2026-11-23T0100-login-attempts': loginAttempts,
  '2026-11-23T0110-password-resets': passwordResets,
  '2026-11-23T0200-carts-and-orders': cartsAndOrders,
  '2026-11-23T0210-order-payment-url': orderPaymentUrl,
  '2026-11-24T0100-money-and-stock': moneyAndStock,
  '2026-11-24T0200-catalogue-read-paths': catalogueReadPaths,
  '2026-11-24T0210-dead-letter-positions': deadLetterPositions,
  '2026-11-24T0300-order-lifecycle': orderLifecycle,
  '2026-11-24T0400-sellers': sellers,
  '2026-11-24T0410-ledger': ledger,
  '2026-11-24T0500-rate-limits': rateLimits,
  '2026-11-24T0700-taobao': taobao,
  '2026-11-25T0100-order-ledger-figures': orderLedgerFigures,
  '2026-11-25T0500-blog': blog,
  '2026-11-25T0510-reviews': reviews,
  '2026-11-26T0100-content-pages': contentPages,
  '2026-11-26T0200-sale-ends': saleEnds,
  '2026-11-26T0300-product-video': productVideo,
  '2026-11-26T0400-order-source': orderSource,
  '2026-11-26T0900-drop-carts': dropCarts,
  '2026-11-27T1000-auth-version': authVersion,
  '2026-11-27T1100-move-checkpoint': moveCheckpoint,
  '2026-11-27T1200-announce-versions': announceVersions,
};
