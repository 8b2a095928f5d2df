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

/** Which API's documentation an error's `information_link` points to. */
export type SimulatedApi = 'orders' | 'payments';

function apiError(
  api: SimulatedApi,
  status: number,
  name: string,
  message: string,
  details: SimulatedIssue[],
  links: { href: string; rel: string; method: string }[] = [],
) {
  return new SimulatedPayPalError(status, {
    name,
    message,
    debug_id: debugId(),
    details,
    links: [
      ...details.map(({ issue }) => ({
        href: `https://developer.paypal.com/docs/api/${api}/v2/#error-${issue}`,
        rel: 'information_link',
        method: 'GET',
      })),
      ...links,
    ],
  });
}

export const invalidRequest = (details: SimulatedIssue[], api: SimulatedApi = 'orders') =>
  apiError(
    api,
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    details,
  );

export const unprocessable = (detail: SimulatedIssue, api: SimulatedApi = 'orders') =>
  apiError(
    api,
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [detail],
  );

/** A capture refused for the buyer's funding source, with the page to choose another one. */
export const instrumentDeclined = (redirectUrl: string) =>
  apiError(
    'orders',
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [
      {
        issue: 'INSTRUMENT_DECLINED',
        description:
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      },
    ],
    [{ href: redirectUrl, rel: 'redirect', method: 'GET' }],
  );

export const resourceNotFound = (id: string, field = 'order_id', api: SimulatedApi = 'orders') =>
  apiError(api, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field,
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

/**
 * A test's instruction to the simulator that cannot be followed (unknown capture, a capture that
 * is not pending, an answer that is not one): not PayPal's vocabulary, since PayPal has no such API.
 */
export class SimulatorControlError extends Error {
  override readonly name = 'SimulatorControlError';
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}
