export {
  isPayPalCurrency,
  type PayPalCurrency,
  type PayPalMoney,
  paypalAmount,
  paypalCurrencyDecimals,
  paypalMinorUnits,
  UnsupportedCurrencyError,
} from './paypal-amount.js';
export {
  type CreatedPayPalOrder,
  type CreatePayPalOrderInput,
  createPayPalClient,
  type PayPalCapture,
  type PayPalCapturedPayment,
  type PayPalClient,
  type PayPalClientOptions,
  type PayPalOrder,
  type PayPalRefund,
  type RefundPayPalCaptureInput,
} from './paypal-client.js';
export {
  PayPalError,
  type PayPalErrorDetail,
  PayPalInstrumentDeclinedError,
  PayPalRefundExceededError,
  PayPalResourceNotFoundError,
} from './paypal-error.js';
export type {
  PayPalCapturePendingReason,
  PayPalCaptureStatus,
  PayPalOrderStatus,
  PayPalRefundStatus,
} from './paypal-protocol.js';
export {
  createPayPalSimulator,
  type PayPalSimulator,
  type PayPalSimulatorOptions,
} from './paypal-simulator.js';
export type { PayPalSimulatorControl } from './paypal-simulator-control.js';
export { SimulatorControlError } from './paypal-simulator-errors.js';
export type {
  SimulatedCaptureAnswer,
  SimulatedCaptureTarget,
} from './paypal-simulator-payments.js';
