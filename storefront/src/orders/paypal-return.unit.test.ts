import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { captureRefusal, orderResultPath, readPayPalReturn } from './paypal-return';

const order = '10012345678901234';

describe('readPayPalReturn', () => {
  it('captures after approval', () => {
    expect(readPayPalReturn(`?token=5O190127TN364715T&orderNumber=${order}`)).toEqual({
      action: 'capture',
      orderNumber: order,
      token: '5O190127TN364715T',
    });
  });

  it('cancels when the shopper turned back', () => {
    expect(readPayPalReturn(`?token=5O1&orderNumber=${order}&cancelled=1`)).toEqual({
      action: 'cancel',
      orderNumber: order,
    });
    expect(readPayPalReturn(`?orderNumber=${order}&cancelled=true`).action).toBe('cancel');
    expect(readPayPalReturn(`?token=T&orderNumber=${order}&cancelled=0`).action).toBe('capture');
  });

  it('does nothing with a broken return', () => {
    expect(readPayPalReturn('')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn('?token=T')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn('?token=T&orderNumber=../admin')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn(`?orderNumber=${order}`)).toEqual({ action: 'invalid' });
  });
});

describe('orderResultPath', () => {
  it('names the order in the query', () => {
    expect(orderResultPath('success', order)).toBe(`/page/order-success?order=${order}`);
    expect(orderResultPath('failure', order)).toBe(`/page/order-failure?order=${order}`);
  });
});

describe('captureRefusal', () => {
  it('lets the shopper approve again after a declined or mismatched capture', () => {
    expect(captureRefusal(new ApiError(402, 'payment_declined', 'PayPal declined'))).toEqual({
      kind: 'declined',
      reason: 'declined',
    });
    expect(captureRefusal(new ApiError(402, 'payment_mismatch', 'PayPal took 9.99'))).toEqual({
      kind: 'declined',
      reason: 'mismatch',
    });
  });

  it('ends at a cancelled order, a lost session, or anything else', () => {
    expect(captureRefusal(new ApiError(409, 'order_cancelled', 'cancelled'))).toEqual({
      kind: 'cancelled',
    });
    expect(captureRefusal(new ApiError(401, 'unauthenticated', 'login'))).toEqual({
      kind: 'signed-out',
    });
    expect(captureRefusal(new ApiError(500, 'internal', 'boom'))).toEqual({ kind: 'failed' });
    expect(captureRefusal(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});
