import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { createIdempotencyKeys, reachedServer } from './idempotency-keys';

function keys() {
  let n = 0;
  return createIdempotencyKeys(() => {
    n += 1;
    return `key-${n}`;
  });
}

describe('the idempotency keys', () => {
  it('keep the key when an attempt is retried after a network error', () => {
    const attempts = keys();
    expect(attempts.keyFor('order-a')).toBe('key-1');
    // No answer came back: the same attempt again.
    expect(attempts.keyFor('order-a')).toBe('key-1');
  });

  it('take a fresh key for each attempt the server answered', () => {
    const attempts = keys();
    expect(attempts.keyFor('order-a')).toBe('key-1');
    attempts.answered();
    expect(attempts.keyFor('order-a')).toBe('key-2');
    attempts.answered();
    expect(attempts.keyFor('order-a')).toBe('key-3');
  });

  it('take a fresh key when the order changed since', () => {
    const attempts = keys();
    expect(attempts.keyFor('order-a')).toBe('key-1');
    expect(attempts.keyFor('order-b')).toBe('key-2');
    expect(attempts.keyFor('order-b')).toBe('key-2');
  });

  it('are random UUIDs by default', () => {
    const key = createIdempotencyKeys().keyFor('x');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('reachedServer', () => {
  it('tells an answer from a lost request', () => {
    expect(reachedServer(new ApiError(409, 'out_of_stock', 'x'))).toBe(true);
    expect(reachedServer(new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(reachedServer(new ApiError(502, 'http_error', 'Bad Gateway'))).toBe(false);
    expect(reachedServer(new ApiError(504, 'http_error', 'Gateway Timeout'))).toBe(false);
    expect(reachedServer(new ApiError(502, 'payment_unavailable', 'PayPal is not answering'))).toBe(
      true,
    );
    expect(reachedServer(new TypeError('Failed to fetch'))).toBe(false);
  });
});
