import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { PaymentAmount, PaymentEvent, PaymentRequested } from './payment.events.js';
import { minorUnitsOf, paymentAmount, sameAmount } from './payment-amount.js';

export type PaymentCommand =
  | ({ type: 'RequestPayment' } & PaymentRequested['data'])
  | { type: 'MarkApprovalReady'; paypalOrderId: string; approveUrl: string }
  | { type: 'FailCreation'; message: string }
  | { type: 'RequestCapture' }
  | {
      type: 'RecordCapture';
      captureId: string;
      status: 'COMPLETED' | 'PENDING';
      amount: PaymentAmount;
    }
  | { type: 'CompleteCapture'; captureId: string }
  | { type: 'DeclineCapture'; captureId: string | null; message: string }
  | { type: 'VoidPayment'; reason: string }
  | { type: 'RequestRefund'; refundKey: string; reason: string; amount?: PaymentAmount }
  | { type: 'RecordRefund'; refundKey: string; refundId: string; amount: PaymentAmount };

export type PaymentStage =
  | 'requested'
  | 'approval'
  | 'failed'
  | 'capturing'
  | 'pending'
  | 'completed'
  | 'declined'
  | 'mismatched'
  | 'voided';

type RequestedPayment = PaymentRequested['data'];

export interface PaymentRecord extends RequestedPayment {
  readonly stage: PaymentStage;
  readonly paypalOrderId: string | null;
  readonly approveUrl: string | null;
  readonly captureId: string | null;
  /** What PayPal holds of this payment, in minor units of `captured.currency`. */
  readonly captured: PaymentAmount | null;
  readonly refunds: ReadonlyMap<string, { readonly minor: number; readonly done: boolean }>;
}

export type PaymentState = { readonly stage: 'none' } | PaymentRecord;

/** `payment-<paymentId>`: one PayPal payment, e.g. `payment-order-10012345678901234`. */
export function paymentStream(paymentId: string): string {
  return `payment-${paymentId}`;
}

export function orderPaymentId(orderNumber: string): string {
  return `order-${orderNumber}`;
}

/** What may still be refunded: captured less every refund asked for. */
export function refundableMinor(payment: PaymentRecord): number {
  if (!payment.captured) return 0;
  let refunded = 0;
  for (const refund of payment.refunds.values()) refunded += refund.minor;
  return minorUnitsOf(payment.captured) - refunded;
}

/**
 * A PayPal payment from its creation to its capture and refunds. Outcomes PayPal reports are
 * recorded as they are (money that moved must be accounted for); a capture that is not the
 * amount asked for counts as no payment and is refunded.
 */
export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: { stage: 'none' },
  evolve(state, event) {
    if (event.type === 'PaymentRequested') {
      return {
        ...event.data,
        stage: 'requested',
        paypalOrderId: null,
        approveUrl: null,
        captureId: null,
        captured: null,
        refunds: new Map(),
      };
    }
    if (state.stage === 'none') return state;
    switch (event.type) {
      case 'PaymentApprovalReady':
        return { ...state, stage: 'approval', ...event.data };
      case 'PaymentCreationFailed':
        return { ...state, stage: 'failed' };
      case 'PaymentCaptureRequested':
        return { ...state, stage: 'capturing' };
      case 'PaymentCaptured':
        return {
          ...state,
          stage: event.data.status === 'COMPLETED' ? 'completed' : 'pending',
          captureId: event.data.captureId,
          captured: event.data.amount,
        };
      case 'PaymentCompleted':
        return { ...state, stage: 'completed' };
      case 'PaymentDeclined':
        return { ...state, stage: 'declined', captured: null };
      case 'PaymentMismatched':
        return {
          ...state,
          stage: 'mismatched',
          captureId: event.data.captureId,
          captured: event.data.captured,
        };
      case 'PaymentVoided':
        return { ...state, stage: 'voided' };
      case 'PaymentRefundRequested': {
        const refunds = new Map(state.refunds);
        refunds.set(event.data.refundKey, { minor: minorUnitsOf(event.data.amount), done: false });
        return { ...state, refunds };
      }
      case 'PaymentRefunded': {
        const refunds = new Map(state.refunds);
        refunds.set(event.data.refundKey, { minor: minorUnitsOf(event.data.amount), done: true });
        return { ...state, refunds };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'RequestPayment') {
      if (state.stage !== 'none') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'PaymentRequested', data }];
    }
    if (state.stage === 'none') {
      throw new DomainError('payment_not_found', 'There is no such payment.');
    }
    switch (command.type) {
      case 'MarkApprovalReady':
        return state.stage === 'requested'
          ? [
              {
                type: 'PaymentApprovalReady',
                data: { paypalOrderId: command.paypalOrderId, approveUrl: command.approveUrl },
              },
            ]
          : [];
      case 'FailCreation':
        return state.stage === 'requested'
          ? [{ type: 'PaymentCreationFailed', data: { message: command.message } }]
          : [];
      case 'RequestCapture':
        switch (state.stage) {
          case 'voided':
            throw new DomainError('order_cancelled', 'This order was cancelled.');
          case 'requested':
          case 'failed':
            throw new DomainError('payment_not_started', 'PayPal has not approved this payment.');
          case 'approval':
          case 'declined':
            // After a decline the buyer may approve again with another card.
            return [{ type: 'PaymentCaptureRequested', data: {} }];
          default:
            return [];
        }
      case 'RecordCapture': {
        if (state.captureId === command.captureId) return [];
        if (state.stage === 'completed' || state.stage === 'pending') return [];
        if (!sameAmount(command.amount, state.amount)) {
          return [
            {
              type: 'PaymentMismatched',
              data: {
                captureId: command.captureId,
                captured: command.amount,
                message: `PayPal took ${command.amount.value} ${command.amount.currency} instead of ${state.amount.value} ${state.amount.currency}; it is given back.`,
              },
            },
          ];
        }
        return [
          {
            type: 'PaymentCaptured',
            data: { captureId: command.captureId, status: command.status, amount: command.amount },
          },
        ];
      }
      case 'CompleteCapture':
        return state.stage === 'pending' && state.captureId === command.captureId
          ? [{ type: 'PaymentCompleted', data: { captureId: command.captureId } }]
          : [];
      case 'DeclineCapture':
        // A late word about an earlier capture says nothing about the one now pending.
        if (state.stage === 'pending' && command.captureId !== state.captureId) return [];
        return state.stage === 'capturing' || state.stage === 'pending'
          ? [
              {
                type: 'PaymentDeclined',
                data: { captureId: command.captureId, message: command.message },
              },
            ]
          : [];
      case 'VoidPayment':
        // Once a capture is under way, its money comes back by refund instead.
        return state.stage === 'requested' ||
          state.stage === 'approval' ||
          state.stage === 'declined'
          ? [{ type: 'PaymentVoided', data: { reason: command.reason } }]
          : [];
      case 'RequestRefund': {
        if (state.refunds.has(command.refundKey) || !state.captureId || !state.captured) return [];
        const left = refundableMinor(state);
        const minor = command.amount ? Math.min(minorUnitsOf(command.amount), left) : left;
        if (minor <= 0) return [];
        return [
          {
            type: 'PaymentRefundRequested',
            data: {
              refundKey: command.refundKey,
              captureId: state.captureId,
              amount: paymentAmount(state.captured.currency, minor),
              reason: command.reason,
            },
          },
        ];
      }
      case 'RecordRefund': {
        const refund = state.refunds.get(command.refundKey);
        return refund && !refund.done
          ? [
              {
                type: 'PaymentRefunded',
                data: {
                  refundKey: command.refundKey,
                  refundId: command.refundId,
                  amount: command.amount,
                },
              },
            ]
          : [];
      }
      default:
        return assertNever(command);
    }
  },
};
