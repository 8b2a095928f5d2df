export { type SalesQueue, salesQueueName } from './jobs/end-sales.job.js';
export { createEndSalesProcessor } from './jobs/end-sales.processor.js';
export { type OrdersQueue, ordersQueueName } from './jobs/expire-unpaid-orders.job.js';
export { type PaymentsQueue, paymentsQueueName } from './jobs/paypal-payment.job.js';
export {
  type MaintenanceQueue,
  maintenanceQueueName,
  purgeExpiredSessionsJobName,
} from './jobs/purge-expired-sessions.job.js';
export {
  type FeeJobName,
  type FeesQueue,
  feesQueueName,
} from './jobs/reseller-fee.job.js';
export {
  enqueueEmail,
  type MailQueue,
  mailQueueName,
  type RetryPolicy,
  sendEmailJobId,
  sendEmailJobName,
} from './jobs/send-email.job.js';
export { type TaobaoJobName, type TaobaoQueue, taobaoQueueName } from './jobs/taobao.job.js';
export type { MailMessage, MailTransport } from './mail/mail-transport.js';
export { createOutboxMailTransport } from './mail/outbox-mail-transport.js';
export { mailShopName } from './mail/shop-name.js';
export { siteSubject } from './mail/site-subject.js';
export { createSmtpMailTransport } from './mail/smtp-mail-transport.js';
export { listingTarget, taobaoCategoryIds } from './marketplace/taobao-listing-plan.js';
export type { TaobaoAccess } from './marketplace/taobao-seller-session.js';
export {
  type CreatedPayPalOrder,
  type CreatePayPalOrderInput,
  createPayPalClient,
  createPayPalSimulator,
  isPayPalCurrency,
  type PayPalCapture,
  type PayPalCapturedPayment,
  type PayPalCapturePendingReason,
  type PayPalCaptureStatus,
  type PayPalClient,
  type PayPalClientOptions,
  type PayPalCurrency,
  PayPalError,
  type PayPalErrorDetail,
  PayPalInstrumentDeclinedError,
  type PayPalMoney,
  type PayPalOrder,
  type PayPalOrderStatus,
  type PayPalRefund,
  PayPalRefundExceededError,
  type PayPalRefundStatus,
  PayPalResourceNotFoundError,
  type PayPalSimulator,
  type PayPalSimulatorControl,
  type PayPalSimulatorOptions,
  paypalAmount,
  paypalCurrencyDecimals,
  paypalMinorUnits,
  type RefundPayPalCaptureInput,
  type SimulatedCaptureAnswer,
  type SimulatedCaptureTarget,
  SimulatorControlError,
  UnsupportedCurrencyError,
} from './paypal/index.js';
export {
  createQueueConnection,
  type JobQueue,
  type JobQueueEvents,
  type JobWorker,
  type QueueConnection,
  type QueueConnectionOptions,
} from './queues/queue-connection.js';
export {
  createTaobaoClient,
  createTaobaoRateLimiter,
  createTaobaoSimulator,
  type NewTaobaoItem,
  type SoldTradesQuery,
  type TaobaoApproveStatus,
  type TaobaoClient,
  type TaobaoClientOptions,
  TaobaoError,
  TaobaoInvalidSessionError,
  type TaobaoItem,
  type TaobaoItemChanges,
  type TaobaoLogisticsCompany,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  type TaobaoRateLimits,
  TaobaoRetryableError,
  type TaobaoSeller,
  type TaobaoSellerClient,
  type TaobaoSessionGrant,
  type TaobaoSimulator,
  type TaobaoSimulatorFaults,
  type TaobaoSimulatorOptions,
  type TaobaoTrade,
  type TaobaoTradeStatus,
  taobaoPrice,
  taobaoPriceFen,
  taobaoRateLimits,
} from './taobao/index.js';
export {
  type CarrierFault,
  type CarrierSimulator,
  type CarrierSimulatorControl,
  type CarrierSimulatorOptions,
  createCarrierSimulator,
} from './tracking/carrier-simulator.js';
export {
  type CarrierTrackingClient,
  CarrierUnavailableError,
  UnknownTrackingNumberError,
} from './tracking/carrier-tracking.js';
export {
  type CarrierTrackingClientOptions,
  createCarrierTrackingClient,
} from './tracking/carrier-tracking-client.js';
export { refreshShipment, type TrackingDependencies } from './tracking/refresh-shipment.js';
export { type StartedWorkers, startWorkers, type WorkersOptions } from './workers.js';
