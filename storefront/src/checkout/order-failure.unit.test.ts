import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { orderFailure } from './order-failure';

describe('orderFailure', () => {
  it("recognises the contract's refusals", () => {
    expect(
      orderFailure(
        new ApiError(400, 'validation_failed', 'Please fill in using Japanese language.'),
      ),
    ).toEqual({ kind: 'japanese' });
    expect(
      orderFailure(new ApiError(402, 'insufficient_balance', 'Deposit balance is not enough')),
    ).toEqual({
      kind: 'deposit',
    });
    expect(orderFailure(new ApiError(409, 'out_of_stock', 'Only 2 left of Pocky'))).toEqual({
      kind: 'outOfStock',
    });
    expect(orderFailure(new ApiError(401, 'unauthenticated', 'You have to login first.'))).toEqual({
      kind: 'signedOut',
    });
  });

  it('tells a lost request from an answer', () => {
    expect(orderFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(orderFailure(new ApiError(504, 'http_error', 'Gateway Timeout'))).toEqual({
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
