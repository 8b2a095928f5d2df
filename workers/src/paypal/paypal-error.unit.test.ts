import { describe, expect, it } from 'vitest';
import {
  PayPalError,
  PayPalInstrumentDeclinedError,
  PayPalRefundExceededError,
  PayPalResourceNotFoundError,
  paypalErrorFrom,
} from './paypal-error.js';

const unprocessable = (issue: string, links: unknown[] = []) =>
  JSON.stringify({
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed.',
    details: [{ issue, description: 'Described by PayPal.' }],
    links,
  });

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

  it('tells a declined funding source apart, with the page where the buyer picks another', () => {
    const redirect = 'https://www.sandbox.paypal.com/checkoutnow?token=1LW07307UP276402J';
    const error = paypalErrorFrom(
      422,
      unprocessable('INSTRUMENT_DECLINED', [
        {
          href: 'https://developer.paypal.com/docs/api/orders/v2/#error-INSTRUMENT_DECLINED',
          rel: 'information_link',
        },
        { href: redirect, rel: 'redirect', method: 'GET' },
      ]),
      null,
    );

    expect(error).toBeInstanceOf(PayPalInstrumentDeclinedError);
    expect(error).toMatchObject({
      issue: 'INSTRUMENT_DECLINED',
      redirectUrl: redirect,
      retryable: false,
    });
  });

  it.each(['REFUND_AMOUNT_EXCEEDED', 'CAPTURE_FULLY_REFUNDED'])(
    'tells a refund beyond the capture apart (%s)',
    (issue) => {
      const error = paypalErrorFrom(422, unprocessable(issue), null);

      expect(error).toBeInstanceOf(PayPalRefundExceededError);
      expect(error).toMatchObject({ status: 422, issue, retryable: false });
    },
  );

  it('tells an unknown id apart, but not a 404 from somewhere that is not PayPal', () => {
    const body = {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      details: [
        { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' },
      ],
    };

    expect(paypalErrorFrom(404, JSON.stringify(body), null)).toBeInstanceOf(
      PayPalResourceNotFoundError,
    );
    expect(paypalErrorFrom(404, '<html>Not Found</html>', null)).not.toBeInstanceOf(
      PayPalResourceNotFoundError,
    );
  });

  it('keeps other refusals plain', () => {
    const error = paypalErrorFrom(422, unprocessable('ORDER_NOT_APPROVED'), null);

    expect(error.constructor).toBe(PayPalError);
  });
});
