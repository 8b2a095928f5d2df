import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayPalMoney, paypalAmount, UnsupportedCurrencyError } from './paypal-amount.js';
import { createPayPalClient, type PayPalClient } from './paypal-client.js';
import {
  PayPalError,
  PayPalInstrumentDeclinedError,
  PayPalRefundExceededError,
  PayPalResourceNotFoundError,
} from './paypal-error.js';
import {
  buyerDecides,
  cancelUrl,
  clientId,
  clientSecret,
  returnUrl,
  type ServedPayPalSimulator,
  servePayPalSimulator,
} from './paypal-test-kit.js';

// What the shop relies on to count an order paid, follow a pending payment and refund once.
describe('the PayPal client against the simulator: capture outcomes and refunds', () => {
  let paypal: ServedPayPalSimulator;
  let client: PayPalClient;
  let lastOrderNumber = 3000;

  beforeAll(async () => {
    paypal = await servePayPalSimulator();
    client = createPayPalClient({ baseUrl: paypal.baseUrl, clientId, clientSecret });
  });

  afterAll(() => paypal.close());

  /** A new shop order, 12.99 USD unless said otherwise, that the buyer approved at PayPal. */
  async function approvedOrder(amount: PayPalMoney = paypalAmount('USD', 1299)) {
    lastOrderNumber += 1;
    const orderNumber = String(lastOrderNumber);
    const created = await client.createOrder({
      orderNumber,
      amount,
      returnUrl,
      cancelUrl,
      requestId: `paypal-create-${orderNumber}`,
    });
    await buyerDecides(created.approveUrl, 'Pay now');
    return { orderNumber, orderId: created.id };
  }

  const capture = (order: { orderNumber: string; orderId: string }) =>
    client.captureOrder(order.orderId, { requestId: `paypal-capture-${order.orderNumber}` });

  async function capturedOrder() {
    const { captureId } = await capture(await approvedOrder());
    return captureId;
  }

  /** What a test that reaches the simulator only through a running shop would send. */
  async function control(path: string, body: unknown) {
    const response = await fetch(`${paypal.baseUrl}/_sim/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  }

  describe('capturing', () => {
    it('reports a completed capture with the amount of the order', async () => {
      const order = await approvedOrder();

      const captured = await capture(order);

      expect(captured).toMatchObject({
        status: 'COMPLETED',
        captureStatus: 'COMPLETED',
        captureStatusReason: undefined,
        amount: { currency: 'USD', value: '12.99' },
      });
      expect(await client.getCapture(captured.captureId)).toEqual({
        id: captured.captureId,
        status: 'COMPLETED',
        statusReason: undefined,
        amount: { currency: 'USD', value: '12.99' },
        orderId: order.orderId,
      });
    });

    it('reports a pending capture, which PayPal completes later', async () => {
      const order = await approvedOrder();
      paypal.simulator.answerNextCapture({ referenceId: order.orderNumber }, { status: 'PENDING' });

      const captured = await capture(order);

      expect(captured).toMatchObject({
        status: 'COMPLETED',
        captureStatus: 'PENDING',
        captureStatusReason: 'PENDING_REVIEW',
      });
      expect(await client.getCapture(captured.captureId)).toMatchObject({
        status: 'PENDING',
        statusReason: 'PENDING_REVIEW',
      });
      await expect(
        client.refundCapture(captured.captureId, { requestId: 'refund-too-early' }),
      ).rejects.toMatchObject({ status: 422, issue: 'PENDING_CAPTURE' });

      paypal.simulator.settleCapture(captured.captureId, 'COMPLETED');

      expect(await client.getCapture(captured.captureId)).toMatchObject({
        status: 'COMPLETED',
        statusReason: undefined,
        amount: { currency: 'USD', value: '12.99' },
      });
      // PayPal replays its first answer to the same request id: getCapture is what moves on.
      expect(await capture(order)).toMatchObject({ captureStatus: 'PENDING' });
      expect((await client.getOrder(order.orderId)).capture?.captureStatus).toBe('COMPLETED');
    });

    it('reports a pending capture that PayPal then denies, and refuses to refund it', async () => {
      const order = await approvedOrder();
      await control('captures/next', {
        orderId: order.orderId,
        answer: { status: 'PENDING', reason: 'ECHECK' },
      });
      const captured = await capture(order);
      expect(captured).toMatchObject({ captureStatus: 'PENDING', captureStatusReason: 'ECHECK' });

      await control(`captures/${captured.captureId}/settle`, { status: 'DECLINED' });

      expect(await client.getCapture(captured.captureId)).toMatchObject({ status: 'DECLINED' });
      const refusal = await client
        .refundCapture(captured.captureId, { requestId: 'refund-denied' })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PayPalError);
      expect(refusal).not.toBeInstanceOf(PayPalRefundExceededError);
      expect(refusal).toMatchObject({ issue: 'REFUND_NOT_ALLOWED', retryable: false });
    });

    it('rejects a declined funding source with a typed error, and captures after a new approval', async () => {
      const order = await approvedOrder();
      paypal.simulator.answerNextCapture(
        { orderId: order.orderId },
        { error: 'INSTRUMENT_DECLINED' },
      );

      const declined = await capture(order).catch((error: unknown) => error);

      expect(declined).toBeInstanceOf(PayPalInstrumentDeclinedError);
      expect(declined).toMatchObject({ status: 422, retryable: false });
      const { redirectUrl } = declined as PayPalInstrumentDeclinedError;
      expect(redirectUrl).toBe(`${paypal.baseUrl}/checkoutnow?token=${order.orderId}`);
      expect((await client.getOrder(order.orderId)).status).toBe('PAYER_ACTION_REQUIRED');
      await expect(capture(order)).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });

      await buyerDecides(redirectUrl ?? '', 'Pay now');

      expect(await capture(order)).toMatchObject({ captureStatus: 'COMPLETED' });
    });

    it('reports a capture declined as cards are, also when the capture is retried', async () => {
      const order = await approvedOrder();
      paypal.simulator.answerNextCapture(
        { referenceId: order.orderNumber },
        { status: 'DECLINED' },
      );

      const declined = await capture(order);
      const retried = await client.captureOrder(order.orderId, { requestId: 'another-key' });

      expect(declined).toMatchObject({ status: 'COMPLETED', captureStatus: 'DECLINED' });
      expect(retried).toEqual(declined);
    });

    it('reports what was captured when it is not the amount of the order', async () => {
      const order = await approvedOrder(paypalAmount('USD', 1299));
      paypal.simulator.answerNextCapture(
        { referenceId: order.orderNumber },
        { status: 'COMPLETED', amount: paypalAmount('USD', 999) },
      );

      expect(await capture(order)).toMatchObject({
        captureStatus: 'COMPLETED',
        amount: { currency: 'USD', value: '9.99' },
      });
    });

    it('reports what was captured when it is not in the currency of the order', async () => {
      const order = await approvedOrder(paypalAmount('JPY', 1500));
      await control('captures/next', {
        referenceId: order.orderNumber,
        answer: { status: 'COMPLETED', amount: { currency: 'USD', value: '1500.00' } },
      });

      expect((await capture(order)).amount).toEqual({ currency: 'USD', value: '1500.00' });
    });

    it('uses an answer once: the next order with the same number completes as usual', async () => {
      paypal.simulator.answerNextCapture({ referenceId: '3999' }, { status: 'FAILED' });
      const first = await client.createOrder({
        orderNumber: '3999',
        amount: paypalAmount('USD', 500),
        returnUrl,
        cancelUrl,
        requestId: 'paypal-create-3999-a',
      });
      const second = await client.createOrder({
        orderNumber: '3999',
        amount: paypalAmount('USD', 500),
        returnUrl,
        cancelUrl,
        requestId: 'paypal-create-3999-b',
      });
      await buyerDecides(first.approveUrl, 'Pay now');
      await buyerDecides(second.approveUrl, 'Pay now');

      const failed = await client.captureOrder(first.id, { requestId: 'capture-3999-a' });
      const completed = await client.captureOrder(second.id, { requestId: 'capture-3999-b' });

      expect(failed.captureStatus).toBe('FAILED');
      expect(completed.captureStatus).toBe('COMPLETED');
    });
  });

  describe('refunding', () => {
    it('refunds the whole capture', async () => {
      const captureId = await capturedOrder();

      const refund = await client.refundCapture(captureId, {
        requestId: 'refund-whole',
        noteToPayer: 'Order 3001 was cancelled.',
      });

      expect(refund).toMatchObject({
        status: 'COMPLETED',
        amount: { currency: 'USD', value: '12.99' },
      });
      expect(refund.id).toMatch(/^[A-Z0-9]{17}$/);
      expect((await client.getCapture(captureId)).status).toBe('REFUNDED');
    });

    it('refunds part of a capture, then the rest', async () => {
      const captureId = await capturedOrder();

      const part = await client.refundCapture(captureId, {
        amount: paypalAmount('USD', 500),
        requestId: 'refund-part',
      });
      expect(part.amount).toEqual({ currency: 'USD', value: '5.00' });
      expect((await client.getCapture(captureId)).status).toBe('PARTIALLY_REFUNDED');

      const rest = await client.refundCapture(captureId, { requestId: 'refund-rest' });

      expect(rest.amount).toEqual({ currency: 'USD', value: '7.99' });
      expect(rest.id).not.toBe(part.id);
      expect((await client.getCapture(captureId)).status).toBe('REFUNDED');
    });

    it('refunds once per request id, however often and however concurrently it is sent', async () => {
      const captureId = await capturedOrder();
      const input = { amount: paypalAmount('USD', 300), requestId: 'refund-once' };

      const refunds = [
        await client.refundCapture(captureId, input),
        ...(await Promise.all([1, 2, 3, 4].map(() => client.refundCapture(captureId, input)))),
      ];

      expect(new Set(refunds.map(({ id }) => id)).size).toBe(1);
      const rest = await client.refundCapture(captureId, { requestId: 'refund-once-rest' });
      expect(rest.amount).toEqual({ currency: 'USD', value: '9.99' });
    });

    it('refuses more than the capture holds with a typed error, refunding nothing', async () => {
      const captureId = await capturedOrder();

      const tooMuch = await client
        .refundCapture(captureId, { amount: paypalAmount('USD', 1300), requestId: 'refund-1300' })
        .catch((error: unknown) => error);

      expect(tooMuch).toBeInstanceOf(PayPalRefundExceededError);
      expect(tooMuch).toMatchObject({ issue: 'REFUND_AMOUNT_EXCEEDED', retryable: false });
      expect((await client.getCapture(captureId)).status).toBe('COMPLETED');

      await client.refundCapture(captureId, { requestId: 'refund-all' });
      const again = await client
        .refundCapture(captureId, { requestId: 'refund-all-again' })
        .catch((error: unknown) => error);

      expect(again).toBeInstanceOf(PayPalRefundExceededError);
      expect(again).toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' });
    });

    it('refuses an amount PayPal would refuse before sending anything', async () => {
      const captureId = await capturedOrder();

      await expect(
        client.refundCapture(captureId, {
          amount: { currency: 'KRW', value: '1000' },
          requestId: 'refund-won',
        }),
      ).rejects.toThrow(UnsupportedCurrencyError);
      await expect(
        client.refundCapture(captureId, {
          amount: { currency: 'USD', value: '1.999' },
          requestId: 'refund-mills',
        }),
      ).rejects.toThrow(RangeError);
      expect((await client.getCapture(captureId)).status).toBe('COMPLETED');
    });
  });

  it('answers unknown and impossible capture ids with a typed error', async () => {
    for (const captureId of ['0000000000NOSUCH', '../../v1/oauth2/token']) {
      await expect(client.getCapture(captureId)).rejects.toThrow(PayPalResourceNotFoundError);
      await expect(
        client.refundCapture(captureId, { requestId: `refund-${captureId}` }),
      ).rejects.toThrow(PayPalResourceNotFoundError);
    }
  });
});
