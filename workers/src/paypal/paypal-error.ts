import { errorBody, oauthErrorBody } from './paypal-protocol.js';

export interface PayPalErrorDetail {
  readonly issue: string;
  readonly description?: string;
  readonly field?: string;
  readonly location?: string;
}

/**
 * A refusal from PayPal. `name` is PayPal's error name (`UNPROCESSABLE_ENTITY`,
 * `RESOURCE_NOT_FOUND`, `AUTHENTICATION_FAILURE`, or the OAuth `error` such as
 * `invalid_client`), `issue` the first detail's fine-grained code (`ORDER_NOT_APPROVED`), and
 * `debugId` what PayPal support asks for.
 *
 * @example
 * try {
 *   await paypal.captureOrder(id, { requestId: `capture-${orderNumber}` });
 * } catch (error) {
 *   if (error instanceof PayPalError && error.issue === 'ORDER_NOT_APPROVED') showPayAgain();
 *   else throw error;
 * }
 */
export class PayPalError extends Error {
  readonly status: number;
  override readonly name: string;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;
  readonly details: readonly PayPalErrorDetail[];
  /** Whether sending the same request again (with the same `PayPal-Request-Id`) may succeed. */
  readonly retryable: boolean;

  constructor(fields: {
    status: number;
    name: string;
    message: string;
    issue?: string | undefined;
    debugId?: string | undefined;
    details?: readonly PayPalErrorDetail[];
  }) {
    super(fields.message);
    this.status = fields.status;
    this.name = fields.name;
    this.issue = fields.issue;
    this.debugId = fields.debugId;
    this.details = fields.details ?? [];
    this.retryable = fields.status >= 500 || fields.status === 408 || fields.status === 429;
  }
}

/** Reads whichever of PayPal's two error shapes came back, or keeps the raw text. */
export function paypalErrorFrom(
  status: number,
  text: string,
  debugIdHeader: string | null,
): PayPalError {
  const json = parseJson(text);
  const debugId = debugIdHeader ?? undefined;
  const api = errorBody.safeParse(json);
  if (api.success) {
    const { name, message, debug_id, details = [] } = api.data;
    const first = details[0];
    const explanation = first ? ` (${first.issue}: ${first.description ?? 'no description'})` : '';
    return new PayPalError({
      status,
      name,
      message: `${message ?? name}${explanation}`,
      issue: first?.issue,
      debugId: debug_id ?? debugId,
      details,
    });
  }
  const oauth = oauthErrorBody.safeParse(json);
  if (oauth.success) {
    const { error, error_description } = oauth.data;
    return new PayPalError({ status, name: error, message: error_description ?? error, debugId });
  }
  return new PayPalError({
    status,
    name: `HTTP_${status}`,
    message: `PayPal answered ${status}: ${text.slice(0, 200) || 'no body'}`,
    debugId,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
