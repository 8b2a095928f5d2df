export * from './auth/user.decider.js';
export type * from './auth/user.events.js';
export * from './blog/post.decider.js';
export * from './blog/post.events.js';
export { blogSeed, type SeedPost } from './blog/seed/blog.seed.js';
export * from './cart/cart.decider.js';
export type * from './cart/cart.events.js';
export * from './catalog/categories.js';
export * from './catalog/languages.js';
export * from './catalog/product.decider.js';
export * from './catalog/product.events.js';
export { type ImageSubject, renderProductImage } from './catalog/product-image.js';
export * from './catalog/product-listing.js';
export { catalogueSeed, seedCategories } from './catalog/seed/catalogue.seed.js';
export * from './catalog/variant-price.js';
export * from './checkout/checkout.decider.js';
export type * from './checkout/checkout.events.js';
export * from './commands/shop-commands.js';
export {
  type Config,
  ConfigError,
  defaultStaffEmail,
  describeConfig,
  loadConfig,
  refuseSimulatorInProduction,
} from './config/config.js';
export * from './content/contact-message.decider.js';
export * from './content/contact-message.events.js';
export * from './content/content-pages.tables.js';
export { renderLookScene, type ScenePiece } from './content/look-scene.js';
export * from './content/newsletter.decider.js';
export * from './content/newsletter.events.js';
export * from './content/page-entry.decider.js';
export * from './content/page-entry.events.js';
export { faqSeed } from './content/seed/faq.seed.js';
export { looksSeed } from './content/seed/looks.seed.js';
export { teamSeed } from './content/seed/team.seed.js';
export { keptFold } from './decider/aggregate-cache.js';
export { assertNever } from './decider/assert-never.js';
export {
  type CommandOptions,
  type HandledCommand,
  handleCommand,
  StaleRevision,
} from './decider/command-handler.js';
export { type Decider, DomainError, type DomainEvent } from './decider/decider.js';
export { deterministicId } from './decider/deterministic-id.js';
export { createEventStore } from './event-store/create-event-store.js';
export * from './event-store/event.js';
export * from './event-store/event-store.js';
export { EventStoreDbEventStore } from './event-store/eventstoredb/eventstoredb-event-store.js';
export { InMemoryEventStore } from './event-store/in-memory/in-memory-event-store.js';
export { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
export { storedEventData } from './event-store/stored-event-data.js';
export * from './ledger/monthly-fee.js';
export * from './ledger/monthly-statements.js';
export * from './ledger/seller-figures.js';
export * from './ledger/state-at.js';
export { createLogger, type Logger } from './log/logger.js';
export * from './marketplace/listing.decider.js';
export * from './marketplace/listing.events.js';
export * from './marketplace/listing-price.js';
export * from './marketplace/taobao-account.decider.js';
export * from './marketplace/taobao-account.events.js';
export * from './money/currencies.js';
export * from './orders/admin-order-columns.js';
export * from './orders/japanese-address.js';
export * from './orders/order.decider.js';
export * from './orders/order.events.js';
export * from './orders/order-lifecycle.js';
export * from './payments/payment.decider.js';
export type * from './payments/payment.events.js';
export * from './payments/payment-amount.js';
export * from './privacy/mask-fields.js';
export {
  createDatabase,
  createDatabasePool,
  databaseOnClient,
  idleConnectionMs,
  type PoolOptions,
} from './read-models/create-database.js';
export type * from './read-models/database.js';
export { migrateToLatest } from './read-models/migrate.js';
export { readModelVersionsChannel } from './read-models/migrations/2026-11-27T1200-announce-versions.js';
export * from './reviews/review.decider.js';
export * from './reviews/review.events.js';
export * from './reviews/review-eligibility.js';
export { Foreground, foreground } from './runtime/foreground.js';
export { onShutdown } from './runtime/on-shutdown.js';
export { runService, type ServiceContext } from './runtime/run-service.js';
export { sleep } from './runtime/sleep.js';
export * from './sellers/seller.decider.js';
export * from './sellers/seller.events.js';
export * from './sellers/seller-key-cipher.js';
export * from './shared/input-limits.js';
export * from './shared/storefront-pages.js';
export * from './shipping/carriers.js';
export * from './shipping/courier-status.js';
export * from './shipping/shipment.decider.js';
export * from './shipping/shipment.events.js';
export * from './shipping/shipping-rates.js';
export * from './shipping/tax.js';
export * from './stock/stock.decider.js';
export type * from './stock/stock.events.js';
export * from './wallet/wallet.decider.js';
export * from './wallet/wallet.events.js';
