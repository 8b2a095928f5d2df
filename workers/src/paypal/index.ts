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
  type PayPalClient,
  type PayPalClientOptions,
  type PayPalOrder,
} from './paypal-client.js';
export { PayPalError, type PayPalErrorDetail } from './paypal-error.js';
export type { PayPalCaptureStatus, PayPalOrderStatus } from './paypal-protocol.js';
export { createPayPalSimulator, type PayPalSimulatorOptions } from './paypal-simulator.js';
