import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import {
  orderPaymentId,
  type PaymentCommand,
  type PaymentRecord,
  paymentDecider,
  paymentStream,
  refundableMinor,
} from './payment.decider.js';
import type { PaymentAmount, PaymentEvent } from './payment.events.js';

const { given, fold } = deciderSpec(paymentDecider);

const orderNumber = '10012345678901234';
const paymentId = orderPaymentId(orderNumber);
const usd = (value: string): PaymentAmount => ({ currency: 'USD', value });
const asked = usd('21.98');

const requestPayment: Extract<PaymentCommand, { type: 'RequestPayment' }> = {
  type: 'RequestPayment',
  paymentId,
  purpose: { kind: 'order', orderNumber },
  amount: asked,
  usdCents: 2198,
  returnUrl: 'https://example.com/page/account/PayPal',
  cancelUrl: 'https://example.com/page/account/PayPal?cancelled=1',
};
const { type: _type, ...requestedData } = requestPayment;
const requested: PaymentEvent = { type: 'PaymentRequested', data: requestedData };
const approvalReady: PaymentEvent = {
  type: 'PaymentApprovalReady',
  data: { paypalOrderId: 'PAYPAL-1', approveUrl: 'https://paypal.example/approve' },
};
const creationFailed: PaymentEvent = {
  type: 'PaymentCreationFailed',
  data: { message: 'PayPal is unavailable' },
};
const captureRequested: PaymentEvent = { type: 'PaymentCaptureRequested', data: {} };
const captured = (
  status: 'COMPLETED' | 'PENDING' = 'COMPLETED',
  captureId = 'CAPTURE-1',
  amount = asked,
): PaymentEvent => ({ type: 'PaymentCaptured', data: { captureId, status, amount } });
const completed = (captureId = 'CAPTURE-1'): PaymentEvent => ({
  type: 'PaymentCompleted',
  data: { captureId },
});
const declined = (captureId: string | null = 'CAPTURE-1'): PaymentEvent => ({
  type: 'PaymentDeclined',
  data: { captureId, message: 'INSTRUMENT_DECLINED' },
});
const mismatched = (amount: PaymentAmount, captureId = 'CAPTURE-1'): PaymentEvent => ({
  type: 'PaymentMismatched',
  data: {
    captureId,
    captured: amount,
    message: `PayPal took ${amount.value} ${amount.currency} instead of 21.98 USD; it is given back.`,
  },
});
const voided: PaymentEvent = { type: 'PaymentVoided', data: { reason: 'Order cancelled' } };
const refundRequested = (
  refundKey: string,
  amount: PaymentAmount,
  captureId = 'CAPTURE-1',
): PaymentEvent => ({
  type: 'PaymentRefundRequested',
  data: { refundKey, captureId, amount, reason: 'Order cancelled' },
});
const refunded = (refundKey: string, amount: PaymentAmount): PaymentEvent => ({
  type: 'PaymentRefunded',
  data: { refundKey, refundId: `PAYPAL-${refundKey}`, amount },
});

const approved = [requested, approvalReady] as const;
const capturing = [...approved, captureRequested] as const;
const paid = [...capturing, captured()] as const;

const markApprovalReady: PaymentCommand = {
  type: 'MarkApprovalReady',
  paypalOrderId: 'PAYPAL-1',
  approveUrl: 'https://paypal.example/approve',
};
const requestCapture: PaymentCommand = { type: 'RequestCapture' };
const recordCapture = (
  status: 'COMPLETED' | 'PENDING' = 'COMPLETED',
  captureId = 'CAPTURE-1',
  amount = asked,
): PaymentCommand => ({ type: 'RecordCapture', captureId, status, amount });
const declineCapture = (captureId: string | null = 'CAPTURE-1'): PaymentCommand => ({
  type: 'DeclineCapture',
  captureId,
  message: 'INSTRUMENT_DECLINED',
});
const voidPayment: PaymentCommand = { type: 'VoidPayment', reason: 'Order cancelled' };
const requestRefund = (refundKey: string, amount?: PaymentAmount): PaymentCommand => ({
  type: 'RequestRefund',
  refundKey,
  reason: 'Order cancelled',
  ...(amount && { amount }),
});
const recordRefund = (refundKey: string, amount: PaymentAmount): PaymentCommand => ({
  type: 'RecordRefund',
  refundKey,
  refundId: `PAYPAL-${refundKey}`,
  amount,
});

describe('payment decider', () => {
  it('names a payment after its order, each on its own stream', () => {
    expect(paymentId).toBe('order-10012345678901234');
    expect(paymentStream(paymentId)).toBe('payment-order-10012345678901234');
  });

  describe('RequestPayment', () => {
    it('asks for the amount once', () => {
      given().when(requestPayment).thenEmits(requested);
      given(requested).when(requestPayment).thenNothing();
    });

    it('waits for its approval page, nothing captured', () => {
      expect(fold([requested])).toMatchObject({
        stage: 'requested',
        amount: asked,
        usdCents: 2198,
        captureId: null,
        captured: null,
      });
    });
  });

  it('refuses every other command for a payment never requested', () => {
    const commands: PaymentCommand[] = [
      markApprovalReady,
      { type: 'FailCreation', message: 'x' },
      requestCapture,
      recordCapture(),
      { type: 'CompleteCapture', captureId: 'CAPTURE-1' },
      declineCapture(),
      voidPayment,
      requestRefund('r-1'),
      recordRefund('r-1', asked),
    ];
    for (const command of commands) {
      given().when(command).thenThrows('payment_not_found', 'There is no such payment.');
    }
  });

  describe('MarkApprovalReady and FailCreation', () => {
    it('records the approval page once', () => {
      given(requested).when(markApprovalReady).thenEmits(approvalReady);
      given(...approved)
        .when(markApprovalReady)
        .thenNothing();
    });

    it('records that PayPal could not make the payment, only before its approval page', () => {
      given(requested)
        .when({ type: 'FailCreation', message: 'PayPal is unavailable' })
        .thenEmits(creationFailed);
      given(...approved)
        .when({ type: 'FailCreation', message: 'late' })
        .thenNothing();
      given(requested, creationFailed)
        .when({ type: 'FailCreation', message: 'again' })
        .thenNothing();
    });
  });

  describe('RequestCapture', () => {
    it('asks for the capture of an approved payment, once', () => {
      given(...approved)
        .when(requestCapture)
        .thenEmits(captureRequested);
      given(...capturing)
        .when(requestCapture)
        .thenNothing();
    });

    it('asks again after a decline: the buyer may approve with another card', () => {
      given(...capturing, declined(null))
        .when(requestCapture)
        .thenEmits(captureRequested);
    });

    it('changes nothing once the money is taken, pending or given back', () => {
      given(...paid)
        .when(requestCapture)
        .thenNothing();
      given(...capturing, captured('PENDING'))
        .when(requestCapture)
        .thenNothing();
      given(...capturing, mismatched(usd('20.00')))
        .when(requestCapture)
        .thenNothing();
    });

    it('refuses a payment PayPal has not approved, or whose order was cancelled', () => {
      given(requested)
        .when(requestCapture)
        .thenThrows('payment_not_started', 'PayPal has not approved this payment.');
      given(requested, creationFailed)
        .when(requestCapture)
        .thenThrows('payment_not_started', 'PayPal has not approved this payment.');
      given(...approved, voided)
        .when(requestCapture)
        .thenThrows('order_cancelled', 'This order was cancelled.');
    });
  });

  describe('RecordCapture', () => {
    it('records the money taken', () => {
      given(...capturing)
        .when(recordCapture())
        .thenEmits(captured());
      expect(fold(paid)).toMatchObject({
        stage: 'completed',
        captureId: 'CAPTURE-1',
        captured: asked,
      });
    });

    it('takes the amount however PayPal writes it', () => {
      given(...capturing)
        .when(recordCapture('COMPLETED', 'CAPTURE-1', usd('21.980')))
        .thenEmits(captured('COMPLETED', 'CAPTURE-1', usd('21.980')));
    });

    it('records a capture PayPal holds for now as pending ("Paid temporarily")', () => {
      given(...capturing)
        .when(recordCapture('PENDING'))
        .thenEmits(captured('PENDING'));
      expect(fold([...capturing, captured('PENDING')])).toMatchObject({ stage: 'pending' });
    });

    it('records a capture once: retried, or another one after the money is taken or pending', () => {
      given(...paid)
        .when(recordCapture())
        .thenNothing();
      given(...paid)
        .when(recordCapture('COMPLETED', 'CAPTURE-2'))
        .thenNothing();
      given(...capturing, captured('PENDING'))
        .when(recordCapture('COMPLETED', 'CAPTURE-2'))
        .thenNothing();
      given(...capturing, captured('PENDING'))
        .when(recordCapture('PENDING'))
        .thenNothing();
    });

    it('records a capture of another amount as a mismatch, never as captured', () => {
      given(...capturing)
        .when(recordCapture('COMPLETED', 'CAPTURE-1', usd('20.00')))
        .thenEmits(mismatched(usd('20.00')));
      given(...capturing)
        .when(recordCapture('PENDING', 'CAPTURE-1', usd('21.99')))
        .thenEmits(mismatched(usd('21.99')));
      expect(fold([...capturing, mismatched(usd('20.00'))])).toMatchObject({
        stage: 'mismatched',
        captureId: 'CAPTURE-1',
        captured: usd('20.00'),
      });
    });

    it('records a capture in another currency as a mismatch, even for the same figure', () => {
      const yen = { currency: 'JPY', value: '2198' };
      given(...capturing)
        .when(recordCapture('COMPLETED', 'CAPTURE-1', yen))
        .thenEmits({
          type: 'PaymentMismatched',
          data: {
            captureId: 'CAPTURE-1',
            captured: yen,
            message: 'PayPal took 2198 JPY instead of 21.98 USD; it is given back.',
          },
        });
    });

    // Fails today: minorUnitsOf rounds a value to the currency's minor unit, so 21.981 USD
    // counts as the 21.98 asked for and is recorded as captured, not as a mismatch.
    it('records a capture a fraction of a cent off as a mismatch too', () => {
      given(...capturing)
        .when(recordCapture('COMPLETED', 'CAPTURE-1', usd('21.981')))
        .thenEmits(mismatched(usd('21.981')));
    });

    it('does not turn a mismatch into a payment when PayPal reports the same capture again', () => {
      given(...capturing, mismatched(usd('20.00')))
        .when(recordCapture())
        .thenNothing();
    });

    it('records money taken after the order was cancelled or its payment declined, to give it back', () => {
      given(...approved, voided)
        .when(recordCapture())
        .thenEmits(captured());
      given(...capturing, declined(null))
        .when(recordCapture())
        .thenEmits(captured());
    });
  });

  describe('CompleteCapture', () => {
    it('completes a pending capture, once', () => {
      given(...capturing, captured('PENDING'))
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-1' })
        .thenEmits(completed());
      expect(fold([...capturing, captured('PENDING'), completed()])).toMatchObject({
        stage: 'completed',
      });
      given(...capturing, captured('PENDING'), completed())
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-1' })
        .thenNothing();
    });

    it('completes only the capture that is pending', () => {
      given(...capturing, captured('PENDING'))
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-2' })
        .thenNothing();
      given(...paid)
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-1' })
        .thenNothing();
    });

    it('never completes a mismatched or declined capture', () => {
      given(...capturing, mismatched(usd('20.00')))
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-1' })
        .thenNothing();
      given(...capturing, captured('PENDING'), declined())
        .when({ type: 'CompleteCapture', captureId: 'CAPTURE-1' })
        .thenNothing();
    });
  });

  describe('DeclineCapture', () => {
    it('records a capture PayPal refused, or a pending one it declined', () => {
      given(...capturing)
        .when(declineCapture(null))
        .thenEmits(declined(null));
      given(...capturing, captured('PENDING'))
        .when(declineCapture())
        .thenEmits(declined());
    });

    it('forgets the amount of a declined pending capture: nothing to refund', () => {
      const events = [...capturing, captured('PENDING'), declined()];
      expect(fold(events)).toMatchObject({ stage: 'declined', captured: null });
      given(...events)
        .when(requestRefund('r-1'))
        .thenNothing();
    });

    it('changes nothing once the money is taken, or before a capture was asked', () => {
      given(...paid)
        .when(declineCapture())
        .thenNothing();
      given(...approved)
        .when(declineCapture(null))
        .thenNothing();
      given(...capturing, mismatched(usd('20.00')))
        .when(declineCapture())
        .thenNothing();
    });

    // Fails today: a late decline of an earlier capture (its webhook arriving after the buyer
    // paid again) declines the capture now pending, whose money PayPal may still take.
    it('does not let the decline of an earlier capture decline the one now pending', () => {
      given(
        ...capturing,
        captured('PENDING', 'CAPTURE-1'),
        declined('CAPTURE-1'),
        captureRequested,
        captured('PENDING', 'CAPTURE-2'),
      )
        .when(declineCapture('CAPTURE-1'))
        .thenNothing();
    });
  });

  describe('VoidPayment', () => {
    it('voids a payment not captured: requested, waiting for approval, or declined', () => {
      given(requested).when(voidPayment).thenEmits(voided);
      given(...approved)
        .when(voidPayment)
        .thenEmits(voided);
      given(...capturing, declined(null))
        .when(voidPayment)
        .thenEmits(voided);
    });

    it('leaves a payment whose capture is under way or done to be refunded instead', () => {
      given(...capturing)
        .when(voidPayment)
        .thenNothing();
      given(...paid)
        .when(voidPayment)
        .thenNothing();
      given(...capturing, captured('PENDING'))
        .when(voidPayment)
        .thenNothing();
      given(...approved, voided)
        .when(voidPayment)
        .thenNothing();
    });
  });

  describe('RequestRefund', () => {
    it('refunds the whole capture when no amount is given', () => {
      given(...paid)
        .when(requestRefund('r-1'))
        .thenEmits(refundRequested('r-1', asked));
    });

    it('refunds part of it, then at most what is left', () => {
      given(...paid)
        .when(requestRefund('r-1', usd('5.00')))
        .thenEmits(refundRequested('r-1', usd('5.00')));
      given(...paid, refundRequested('r-1', usd('5.00')))
        .when(requestRefund('r-2', usd('20.00')))
        .thenEmits(refundRequested('r-2', usd('16.98')));
    });

    it('refunds nothing beyond what was captured', () => {
      given(...paid, refundRequested('r-1', asked))
        .when(requestRefund('r-2'))
        .thenNothing();
      given(...paid, refundRequested('r-1', asked), refunded('r-1', asked))
        .when(requestRefund('r-2', usd('1.00')))
        .thenNothing();
    });

    it('takes each refund key once', () => {
      given(...paid, refundRequested('r-1', usd('5.00')))
        .when(requestRefund('r-1', usd('5.00')))
        .thenNothing();
    });

    it('refunds nothing of a payment not captured, and nothing for an amount of 0', () => {
      given(...capturing)
        .when(requestRefund('r-1'))
        .thenNothing();
      given(...approved, voided)
        .when(requestRefund('r-1'))
        .thenNothing();
      given(...paid)
        .when(requestRefund('r-1', usd('0.00')))
        .thenNothing();
    });

    it('gives back a mismatched capture: what PayPal took, in its currency', () => {
      given(...capturing, mismatched(usd('20.00')))
        .when(requestRefund('r-1'))
        .thenEmits(refundRequested('r-1', usd('20.00')));
      const yen = { currency: 'JPY', value: '2198' };
      given(...capturing, mismatched(yen))
        .when(requestRefund('r-1'))
        .thenEmits(refundRequested('r-1', yen));
    });
  });

  describe('RecordRefund', () => {
    it('records a refund asked for, once', () => {
      given(...paid, refundRequested('r-1', asked))
        .when(recordRefund('r-1', asked))
        .thenEmits(refunded('r-1', asked));
      given(...paid, refundRequested('r-1', asked), refunded('r-1', asked))
        .when(recordRefund('r-1', asked))
        .thenNothing();
    });

    it('records no refund that was never asked for', () => {
      given(...paid)
        .when(recordRefund('r-9', asked))
        .thenNothing();
    });
  });

  it('tells what may still be refunded: captured less every refund asked for', () => {
    const refundable = (...events: PaymentEvent[]) =>
      refundableMinor(fold(events) as PaymentRecord);
    expect(refundable(...capturing)).toBe(0);
    expect(refundable(...paid)).toBe(2198);
    expect(refundable(...paid, refundRequested('r-1', usd('5.00')))).toBe(1698);
    expect(
      refundable(...paid, refundRequested('r-1', usd('5.00')), refunded('r-1', usd('5.00'))),
    ).toBe(1698);
    expect(refundable(...paid, refundRequested('r-1', asked))).toBe(0);
  });
});
