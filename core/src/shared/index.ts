/**
 * `@shop/core/shared`: what the storefront, the back office and the server must agree on, safe
 * to bundle for a browser. Nothing here, nor anything it imports, may use Node's modules.
 */

export { contactLimits } from '../content/contact-message.events.js';
export * from '../ledger/seller-figures.js';
export * from '../money/currencies.js';
export * from '../orders/admin-order-columns.js';
export {
  isAddressInJapanese,
  isJapaneseText,
  japaneseAddressMessage,
} from '../orders/japanese-address.js';
export {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  type PaymentStatus,
  paymentStatuses,
  type Recipient,
} from '../orders/order.events.js';
export * from '../shipping/carriers.js';
export { type CourierStatus, courierStatuses } from '../shipping/courier-status.js';
export { type WalletEntryCode, walletEntryCodes } from '../wallet/wallet.events.js';
export * from './input-limits.js';
export * from './storefront-pages.js';
