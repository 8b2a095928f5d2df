import { randomBytes } from 'node:crypto';

/** A PayPal-shaped refusal; the simulator's error middleware writes it as the response. */
export class SimulatedPayPalError extends Error {
  override readonly name = 'SimulatedPayPalError';
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${JSON.stringify(body)}`);
  }
}

export interface SimulatedIssue {
  readonly issue: string;
  readonly description: string;
  readonly field?: string;
  readonly value?: string;
  readonly location?: 'body' | 'path' | 'query';
}

/** Like PayPal's: 13 hex digits, quoted by support to find a request. */
export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

function orderError(status: number, name: string, message: string, details: SimulatedIssue[]) {
  return new SimulatedPayPalError(status, {
    name,
    message,
    debug_id: debugId(),
    details,
    links: details.map(({ issue }) => ({
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
      rel: 'information_link',
      method: 'GET',
    })),
  });
}

export const invalidRequest = (details: SimulatedIssue[]) =>
  orderError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    details,
  );

export const unprocessable = (detail: SimulatedIssue) =>
  orderError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [detail],
  );

export const resourceNotFound = (id: string) =>
  orderError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field: 'order_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);

export const authenticationFailure = () =>
  new SimulatedPayPalError(401, {
    name: 'AUTHENTICATION_FAILURE',
    message:
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    debug_id: debugId(),
    links: [
      {
        href: 'https://developer.paypal.com/docs/api/overview/#error',
        rel: 'information_link',
      },
    ],
  });

/** The token endpoint speaks OAuth 2.0 errors, not the Orders API's. */
export const oauthError = (status: number, error: string, description: string) =>
  new SimulatedPayPalError(status, { error, error_description: description });
