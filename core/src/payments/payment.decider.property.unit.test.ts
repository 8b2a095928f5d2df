import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { type PaymentCommand, type PaymentState, paymentDecider } from './payment.decider.js';
import type { PaymentAmount, PaymentEvent } from './payment.events.js';
import { minorUnitsOf, paymentAmount, sameAmount } from './payment-amount.js';

const asked: PaymentAmount = { currency: 'USD', value: '21.98' };
const requestPayment: PaymentCommand = {
  type: 'RequestPayment',
  paymentId: 'order-10012345678901234',
  purpose: { kind: 'order', orderNumber: '10012345678901234' },
  amount: asked,
  usdCents: 2198,
  returnUrl: 'https://example.com/return',
  cancelUrl: 'https://example.com/cancel',
};

const captureIds = ['CAPTURE-1', 'CAPTURE-2', 'CAPTURE-3'] as const;
type CaptureId = (typeof captureIds)[number];
const captureId = fc.constantFrom(...captureIds);
const refundKey = fc.constantFrom('refund-1', 'refund-2', 'refund-3', 'refund-4');
// The amount asked for, written two ways, and amounts PayPal should never have taken.
const capturedAmount = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(asked, { currency: 'USD', value: '21.980' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { currency: 'USD', value: '20.00' },
      { currency: 'USD', value: '50.00' },
      { currency: 'JPY', value: '2198' },
      { currency: 'CNY', value: '21.98' },
    ),
  },
);

/**
 * A command; a capture report, whose amount is the one PayPal took for that capture; or a
 * refund, written in whatever currency was captured.
 */
type Step =
  | { readonly command: PaymentCommand }
  | { readonly recordCapture: CaptureId; readonly status: 'COMPLETED' | 'PENDING' }
  | { readonly requestRefund: string; readonly minor: number | null }
  | { readonly recordRefund: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ command: requestPayment }) },
  {
    weight: 2,
    arbitrary: fc.constant({
      command: {
        type: 'MarkApprovalReady',
        paypalOrderId: 'PAYPAL-1',
        approveUrl: 'https://paypal.example/approve',
      },
    }),
  },
  { weight: 1, arbitrary: fc.constant({ command: { type: 'FailCreation', message: 'down' } }) },
  { weight: 3, arbitrary: fc.constant({ command: { type: 'RequestCapture' } }) },
  {
    weight: 4,
    arbitrary: fc.record({
      recordCapture: captureId,
      status: fc.constantFrom('COMPLETED' as const, 'PENDING' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: captureId.map((id) => ({
      command: { type: 'CompleteCapture' as const, captureId: id },
    })),
  },
  {
    weight: 2,
    arbitrary: fc.option(captureId).map((id) => ({
      command: { type: 'DeclineCapture' as const, captureId: id, message: 'DECLINED' },
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ command: { type: 'VoidPayment', reason: 'Order cancelled' } }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      requestRefund: refundKey,
      minor: fc.option(fc.integer({ min: 0, max: 6000 })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ recordRefund: refundKey }) },
);

/** A payment's life: what PayPal took for each capture, then the steps after its request. */
const life = fc.record({
  takenBy: fc.record({
    'CAPTURE-1': capturedAmount,
    'CAPTURE-2': capturedAmount,
    'CAPTURE-3': capturedAmount,
  }),
  steps: fc
    .array(step, { maxLength: 30, size: 'max' })
    .map((rest): Step[] => [{ command: requestPayment }, ...rest]),
});
type Life = typeof life extends fc.Arbitrary<infer T> ? T : never;

function commandOf(next: Step, state: PaymentState, { takenBy }: Life): PaymentCommand {
  if ('command' in next) return next.command;
  if ('recordCapture' in next) {
    return {
      type: 'RecordCapture',
      captureId: next.recordCapture,
      status: next.status,
      amount: takenBy[next.recordCapture],
    };
  }
  const currency = state.stage !== 'none' && state.captured ? state.captured.currency : 'USD';
  if ('requestRefund' in next) {
    return {
      type: 'RequestRefund',
      refundKey: next.requestRefund,
      reason: 'Order cancelled',
      ...(next.minor !== null && { amount: paymentAmount(currency, next.minor) }),
    };
  }
  // PayPal reports the refund of what it was asked to give back.
  const asked = state.stage !== 'none' ? state.refunds.get(next.recordRefund) : undefined;
  return {
    type: 'RecordRefund',
    refundKey: next.recordRefund,
    refundId: `PAYPAL-${next.recordRefund}`,
    amount: paymentAmount(currency, asked?.minor ?? 100),
  };
}

/** Decides every step in turn; a command the decider refuses is skipped. */
function* decideAll(all: Life) {
  let state: PaymentState = paymentDecider.initialState;
  for (const next of all.steps) {
    let events: readonly PaymentEvent[];
    try {
      events = paymentDecider.decide(commandOf(next, state, all), state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      continue;
    }
    for (const event of events) {
      state = paymentDecider.evolve(state, event);
      yield { event, state };
    }
  }
}

test.prop([life], { numRuns: 500 })(
  'refunds never give back more than a capture took, in its currency, each refund key once',
  (all) => {
    const takenBy = new Map<string, PaymentAmount>();
    const refundedOf = new Map<string, number>();
    const requested = new Set<string>();
    const recorded = new Set<string>();
    for (const { event } of decideAll(all)) {
      switch (event.type) {
        case 'PaymentCaptured':
          takenBy.set(event.data.captureId, event.data.amount);
          break;
        case 'PaymentMismatched':
          takenBy.set(event.data.captureId, event.data.captured);
          break;
        case 'PaymentRefundRequested': {
          const taken = takenBy.get(event.data.captureId);
          if (!taken) throw new Error(`refund of ${event.data.captureId}, never captured`);
          expect(event.data.amount.currency).toBe(taken.currency);
          const total =
            (refundedOf.get(event.data.captureId) ?? 0) + minorUnitsOf(event.data.amount);
          expect(minorUnitsOf(event.data.amount)).toBeGreaterThan(0);
          expect(total).toBeLessThanOrEqual(minorUnitsOf(taken));
          refundedOf.set(event.data.captureId, total);
          expect(requested.has(event.data.refundKey)).toBe(false);
          requested.add(event.data.refundKey);
          break;
        }
        case 'PaymentRefunded':
          expect(requested.has(event.data.refundKey)).toBe(true);
          expect(recorded.has(event.data.refundKey)).toBe(false);
          recorded.add(event.data.refundKey);
          break;
        default:
          break;
      }
    }
  },
);

test.prop([life], { numRuns: 500 })(
  'a mismatched capture never counts as captured or completed, and a pending one completes once',
  (all) => {
    const mismatched = new Set<string>();
    const pending = new Set<string>();
    const completed = new Set<string>();
    for (const { event, state } of decideAll(all)) {
      switch (event.type) {
        case 'PaymentCaptured':
          expect(sameAmount(event.data.amount, asked)).toBe(true);
          expect(mismatched.has(event.data.captureId)).toBe(false);
          if (event.data.status === 'PENDING') pending.add(event.data.captureId);
          else completed.add(event.data.captureId);
          break;
        case 'PaymentMismatched':
          expect(sameAmount(event.data.captured, asked)).toBe(false);
          mismatched.add(event.data.captureId);
          break;
        case 'PaymentCompleted':
          expect(pending.has(event.data.captureId)).toBe(true);
          expect(completed.has(event.data.captureId)).toBe(false);
          expect(mismatched.has(event.data.captureId)).toBe(false);
          completed.add(event.data.captureId);
          break;
        default:
          break;
      }
      if (state.stage === 'completed') {
        expect(state.captured && sameAmount(state.captured, asked)).toBe(true);
        expect(completed.has(state.captureId ?? '')).toBe(true);
      }
    }
  },
);
