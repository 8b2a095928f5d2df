import { describe, expect, it } from 'vitest';
import { ApiError, parseApiError } from '../api/client';
import { orderFailure } from './order-failure';

describe('orderFailure', () => {
  it("recognises the contract's refusals", () => {
    expect(
      orderFailure(
        new ApiError(400, 'address_not_japanese', 'Please fill in using Japanese language.'),
      ),
    ).toEqual({ kind: 'japanese' });
    expect(
      orderFailure(new ApiError(402, 'insufficient_balance', 'Deposit balance is not enough')),
    ).toEqual({ kind: 'deposit' });
    expect(orderFailure(new ApiError(401, 'unauthenticated', 'You have to login first.'))).toEqual({
      kind: 'signedOut',
    });
    expect(
      orderFailure(new ApiError(502, 'payment_unavailable', 'PayPal is not answering just now.')),
    ).toEqual({ kind: 'paymentUnavailable' });
    expect(
      orderFailure(
        new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another.'),
      ),
    ).toEqual({ kind: 'orderChanged' });
  });

  it('lists the lines the stock could not cover', () => {
    const error = parseApiError(
      409,
      'Conflict',
      JSON.stringify({
        error: {
          code: 'insufficient_stock',
          message: 'Please check the following items are out of stock now or in not enough stock.',
          orderNumber: '10012345678901234',
        },
        items: [
          { productId: 7, title: 'Pocky', requested: 3, available: 1 },
          { productId: 9, title: '', requested: 2, available: 0 },
          { productId: 'x' },
        ],
      }),
    );
    expect(orderFailure(error)).toEqual({
      kind: 'outOfStock',
      lines: [
        { productId: 7, title: 'Pocky', requested: 3, available: 1 },
        { productId: 9, title: '#9', requested: 2, available: 0 },
      ],
    });
  });

  it('reads how many unpaid orders are waiting, when the server says', () => {
    expect(
      orderFailure(
        new ApiError(
          429,
          'too_many_unpaid_orders',
          'You have 3 orders waiting for payment. Pay for or cancel one of them before placing another.',
        ),
      ),
    ).toEqual({ kind: 'tooManyUnpaid', count: 3 });
    expect(orderFailure(new ApiError(429, 'too_many_unpaid_orders', 'Too many'))).toEqual({
      kind: 'tooManyUnpaid',
    });
  });

  it('tells a lost request from an answer', () => {
    expect(orderFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(orderFailure(new ApiError(504, 'http_error', 'Gateway Timeout'))).toEqual({
      kind: 'network',
    });
    expect(orderFailure(new ApiError(502, 'http_error', 'Bad Gateway'))).toEqual({
      kind: 'network',
    });
  });

  it("passes on other refusals' words, not a crash's", () => {
    expect(orderFailure(new ApiError(400, 'validation_failed', 'Phone is too long'))).toEqual({
      kind: 'other',
      message: 'Phone is too long',
    });
    expect(orderFailure(new ApiError(500, 'internal', 'Boom'))).toEqual({
      kind: 'other',
      message: undefined,
    });
  });
});
