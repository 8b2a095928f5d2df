export {
  createTaobaoClient,
  type NewTaobaoItem,
  type SoldTradesQuery,
  type TaobaoClient,
  type TaobaoClientOptions,
  type TaobaoItem,
  type TaobaoItemChanges,
  type TaobaoItemWrite,
  type TaobaoLogisticsCompany,
  type TaobaoReceiver,
  type TaobaoSellerClient,
  type TaobaoTrade,
  type TaobaoTradeOrder,
} from './taobao-client.js';
export {
  TaobaoError,
  TaobaoInvalidSessionError,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  TaobaoRetryableError,
  type TaobaoTransportFailure,
} from './taobao-error.js';
export type { TaobaoSeller } from './taobao-http.js';
export type { AuthorizeUrlInput, TaobaoSessionGrant } from './taobao-oauth.js';
export { isTaobaoPrice, taobaoPrice, taobaoPriceFen } from './taobao-price.js';
export type { TaobaoApproveStatus, TaobaoTradeStatus } from './taobao-protocol.js';
export {
  createTaobaoRateLimiter,
  type TaobaoRateLimiter,
  TaobaoRateLimiterFullError,
  type TaobaoRateLimits,
  taobaoRateLimits,
} from './taobao-rate-limiter.js';
export { signTopRequest, type TaobaoSignMethod } from './taobao-signature.js';
export {
  createTaobaoSimulator,
  type TaobaoSimulator,
  type TaobaoSimulatorOptions,
} from './taobao-simulator.js';
export type {
  PlaceTradeInput,
  SimulatedSessionGrant,
  TaobaoSimulatorControl,
} from './taobao-simulator-control.js';
export { SandboxRequestError } from './taobao-simulator-errors.js';
export type { FaultKind, NextFault, TaobaoSimulatorFaults } from './taobao-simulator-faults.js';
export type { SimulatedCall, SimulatedRateLimits } from './taobao-simulator-gateway.js';
export { parseTopTimestamp, topTimestamp } from './taobao-timestamp.js';
export { modifiedWindows } from './taobao-trade-windows.js';
