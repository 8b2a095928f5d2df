import { type PayPalMoney, paypalAmount, paypalMinorUnits } from './paypal-amount.js';
import type {
  PayPalCapturePendingReason,
  PayPalCaptureStatus,
  WireMoney,
} from './paypal-protocol.js';
import {
  instrumentDeclined,
  resourceNotFound,
  SimulatorControlError,
  unprocessable,
} from './paypal-simulator-errors.js';
import { paypalId, paypalTime } from './paypal-simulator-ids.js';
import type { SimulatedOrder, SimulatedOrders } from './paypal-simulator-orders.js';
import { checkAmount, type RefundRequest } from './paypal-simulator-request.js';

export interface SimulatedCapture {
  readonly id: string;
  readonly orderId: string;
  status: PayPalCaptureStatus;
  /** `status_details.reason`, while the capture is PENDING. */
  reason: PayPalCapturePendingReason | undefined;
  readonly amount: WireMoney;
  readonly customId: string | undefined;
  readonly invoiceId: string | undefined;
  readonly refunds: SimulatedRefund[];
  readonly createTime: string;
  updateTime: string;
}

export interface SimulatedRefund {
  readonly id: string;
  readonly captureId: string;
  readonly status: 'COMPLETED';
  readonly amount: WireMoney;
  readonly noteToPayer: string | undefined;
  readonly createTime: string;
}

/** Which order an answer is for: the shop's order number (`reference_id`) or PayPal's order id. */
export type SimulatedCaptureTarget =
  | { readonly referenceId: string }
  | { readonly orderId: string };

/**
 * How PayPal answers a capture. A status gives 201 with a capture in that status (`amount`
 * defaults to the order's); `{ error: 'INSTRUMENT_DECLINED' }` gives PayPal's 422 for a declined
 * funding source, with no capture, and the order waits for the buyer to approve again.
 */
export type SimulatedCaptureAnswer =
  | { readonly status: 'COMPLETED' | 'DECLINED' | 'FAILED'; readonly amount?: PayPalMoney }
  | {
      readonly status: 'PENDING';
      /** Default `PENDING_REVIEW`. */
      readonly reason?: PayPalCapturePendingReason;
      readonly amount?: PayPalMoney;
    }
  | { readonly error: 'INSTRUMENT_DECLINED' };

const completed: SimulatedCaptureAnswer = { status: 'COMPLETED' };

/** Captures and their refunds (PayPal's Payments API), and how the next captures are answered. */
export function createSimulatedPayments({
  now,
  orders,
}: {
  now: () => number;
  orders: SimulatedOrders;
}) {
  const captures = new Map<string, SimulatedCapture>();
  const refunds = new Map<string, SimulatedRefund>();
  const answers = new Map<string, SimulatedCaptureAnswer>();
  const answerKey = (target: SimulatedCaptureTarget) =>
    'orderId' in target ? `order ${target.orderId}` : `reference ${target.referenceId}`;

  /** An answer set for the order's id wins over one set for its reference; either is used once. */
  function takeAnswer(order: SimulatedOrder): SimulatedCaptureAnswer {
    const keys = [answerKey({ orderId: order.id })];
    if (order.unit.reference_id !== undefined) {
      keys.push(answerKey({ referenceId: order.unit.reference_id }));
    }
    for (const key of keys) {
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        return answer;
      }
    }
    return completed;
  }

  function getCapture(id: string): SimulatedCapture {
    const capture = captures.get(id);
    if (!capture) throw resourceNotFound(id, 'capture_id', 'payments');
    return capture;
  }

  return {
    answerNextCapture(target: SimulatedCaptureTarget, answer: SimulatedCaptureAnswer): void {
      answers.set(answerKey(target), answer);
    },

    /** `redirectUrl`: where a declined buyer is sent to choose another funding source. */
    capture(order: SimulatedOrder, redirectUrl: string): SimulatedCapture {
      orders.checkCapturable(order);
      const answer = takeAnswer(order);
      if ('error' in answer) {
        orders.reopen(order);
        throw instrumentDeclined(redirectUrl);
      }
      const time = paypalTime(now());
      const capture: SimulatedCapture = {
        id: paypalId(17),
        orderId: order.id,
        status: answer.status,
        reason: answer.status === 'PENDING' ? (answer.reason ?? 'PENDING_REVIEW') : undefined,
        amount: answer.amount
          ? { currency_code: answer.amount.currency, value: answer.amount.value }
          : order.unit.amount,
        customId: order.unit.custom_id,
        invoiceId: order.unit.invoice_id,
        refunds: [],
        createTime: time,
        updateTime: time,
      };
      captures.set(capture.id, capture);
      orders.complete(order, capture);
      return capture;
    },

    getCapture,

    getRefund(id: string): SimulatedRefund {
      const refund = refunds.get(id);
      if (!refund) throw resourceNotFound(id, 'refund_id', 'payments');
      return refund;
    },

    /** PayPal's review of a PENDING capture ends: the money moves, or the capture is denied. */
    settleCapture(id: string, status: 'COMPLETED' | 'DECLINED'): SimulatedCapture {
      const capture = captures.get(id);
      if (!capture) throw new SimulatorControlError(404, `There is no capture ${id}.`);
      if (capture.status !== 'PENDING') {
        throw new SimulatorControlError(409, `Capture ${id} is ${capture.status}, not PENDING.`);
      }
      capture.status = status;
      capture.reason = undefined;
      capture.updateTime = paypalTime(now());
      return capture;
    },

    refund(capture: SimulatedCapture, request: RefundRequest): SimulatedRefund {
      const remaining = refundable(capture);
      const amount = request.amount ?? paypalWire(capture.amount.currency_code, remaining);
      if (request.amount) checkRefundAmount(capture, request.amount, remaining);
      const refund: SimulatedRefund = {
        id: paypalId(17),
        captureId: capture.id,
        status: 'COMPLETED',
        amount,
        noteToPayer: request.note_to_payer,
        createTime: paypalTime(now()),
      };
      refunds.set(refund.id, refund);
      capture.refunds.push(refund);
      const left = remaining - paypalMinorUnits(asMoney(amount));
      capture.status = left === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      capture.updateTime = refund.createTime;
      return refund;
    },
  };
}

export type SimulatedPayments = ReturnType<typeof createSimulatedPayments>;

/** What is left to refund, in minor units; PayPal's 422 when nothing can be refunded. */
function refundable(capture: SimulatedCapture): number {
  if (capture.status === 'PENDING') {
    throw refusal('PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.');
  }
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    throw refusal('REFUND_NOT_ALLOWED', 'Capture cannot be refunded.');
  }
  const refunded = capture.refunds.reduce(
    (sum, refund) => sum + paypalMinorUnits(asMoney(refund.amount)),
    0,
  );
  const remaining = paypalMinorUnits(asMoney(capture.amount)) - refunded;
  if (remaining <= 0) {
    throw refusal('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
  }
  return remaining;
}

function checkRefundAmount(capture: SimulatedCapture, amount: WireMoney, remaining: number) {
  if (amount.currency_code !== capture.amount.currency_code) {
    throw refusal(
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
      'Refund must be in the same currency as the capture.',
    );
  }
  checkAmount(amount, '/amount', 'payments');
  if (paypalMinorUnits(asMoney(amount)) > remaining) {
    throw refusal(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  }
}

const refusal = (issue: string, description: string) =>
  unprocessable({ issue, description }, 'payments');

const asMoney = (wire: WireMoney) => ({ currency: wire.currency_code, value: wire.value });

function paypalWire(currency: string, minorUnits: number): WireMoney {
  const { value } = paypalAmount(currency, minorUnits);
  return { currency_code: currency, value };
}
