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
 * `debugId` what PayPal support asks for. The refusals a caller acts on have their own subclasses:
 * `PayPalResourceNotFoundError`, `PayPalInstrumentDeclinedError`, `PayPalRefundExceededError`.
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

type PayPalErrorFields = ConstructorParameters<typeof PayPalError>[0];

/**
 * The order or capture id is unknown to PayPal (404 `RESOURCE_NOT_FOUND`), or is not an id at
 * all and was refused before any request. Asking again will not help.
 */
export class PayPalResourceNotFoundError extends PayPalError {}

/**
 * PayPal refused the buyer's funding source when capturing (422 `INSTRUMENT_DECLINED`): nothing
 * was captured and the order waits for the buyer again. Send them to `redirectUrl` (or the order's
 * approve link) to choose another way to pay; capturing again before they do is refused.
 */
export class PayPalInstrumentDeclinedError extends PayPalError {
  /** PayPal's page where the buyer picks another funding source for the same order. */
  readonly redirectUrl: string | undefined;

  constructor(fields: PayPalErrorFields & { redirectUrl: string | undefined }) {
    super(fields);
    this.redirectUrl = fields.redirectUrl;
  }
}

/**
 * A refund asked for more than the capture still holds (422 `REFUND_AMOUNT_EXCEEDED`), or the
 * capture is already fully refunded (422 `CAPTURE_FULLY_REFUNDED`). Nothing was refunded by this
 * request; `getCapture` tells whether earlier refunds already returned everything.
 */
export class PayPalRefundExceededError extends PayPalError {}

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
    const { name, message, debug_id, details = [], links = [] } = api.data;
    const first = details[0];
    const explanation = first ? ` (${first.issue}: ${first.description ?? 'no description'})` : '';
    const fields = {
      status,
      name,
      message: `${message ?? name}${explanation}`,
      issue: first?.issue,
      debugId: debug_id ?? debugId,
      details,
    };
    const issues = new Set(details.map((detail) => detail.issue));
    if (name === 'RESOURCE_NOT_FOUND') return new PayPalResourceNotFoundError(fields);
    if (issues.has('INSTRUMENT_DECLINED')) {
      const redirectUrl = links.find((link) => link.rel === 'redirect')?.href;
      return new PayPalInstrumentDeclinedError({ ...fields, redirectUrl });
    }
    if (issues.has('REFUND_AMOUNT_EXCEEDED') || issues.has('CAPTURE_FULLY_REFUNDED')) {
      return new PayPalRefundExceededError(fields);
    }
    return new PayPalError(fields);
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
