import { describe, expect, it } from 'vitest';
import { PayPalError, paypalErrorFrom } from './paypal-error.js';

describe('paypalErrorFrom', () => {
  it('reads the Orders API error body', () => {
    const body = {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed.',
      debug_id: 'a1b2c3d4e5f60',
      details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved.' }],
    };

    const error = paypalErrorFrom(422, JSON.stringify(body), 'header-debug-id');

    expect(error).toBeInstanceOf(PayPalError);
    expect(error).toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_NOT_APPROVED',
      debugId: 'a1b2c3d4e5f60',
      retryable: false,
      details: body.details,
    });
    expect(error.message).toBe(
      'The requested action could not be performed. (ORDER_NOT_APPROVED: Payer has not yet approved.)',
    );
  });

  it('reads the token endpoint OAuth error, with the debug id from the header', () => {
    const body = { error: 'invalid_client', error_description: 'Client Authentication failed' };

    const error = paypalErrorFrom(401, JSON.stringify(body), 'f00dfeed12345');

    expect(error).toMatchObject({
      status: 401,
      name: 'invalid_client',
      message: 'Client Authentication failed',
      issue: undefined,
      debugId: 'f00dfeed12345',
    });
  });

  it('keeps the start of a body it cannot read, and marks server errors retryable', () => {
    const error = paypalErrorFrom(503, '<html>Service Unavailable</html>', null);

    expect(error).toMatchObject({ status: 503, name: 'HTTP_503', retryable: true });
    expect(error.message).toContain('Service Unavailable');
  });
});
