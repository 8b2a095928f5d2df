import type { Context } from 'koa';
import { z } from 'zod';
import { isPayPalCurrency, paypalCurrencyDecimals } from './paypal-amount.js';
import {
  invalidRequest,
  type SimulatedApi,
  type SimulatedIssue,
  unprocessable,
} from './paypal-simulator-errors.js';

const httpUrl = z.url({ protocol: /^https?$/ });

const wireAmount = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});
type WireAmount = z.infer<typeof wireAmount>;

const experienceContext = z.object({
  return_url: httpUrl.optional(),
  cancel_url: httpUrl.optional(),
  brand_name: z.string().min(1).max(127).optional(),
  locale: z.string().max(10).optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
});

/** The subset of `POST /v2/checkout/orders` the simulator understands; the rest is refused. */
const createOrderRequest = z.object({
  intent: z.literal('CAPTURE', 'The simulator implements intent CAPTURE only.'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().max(255).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: wireAmount,
      }),
    )
    .length(1, 'The simulator implements a single purchase unit.'),
  application_context: experienceContext.optional(),
  payment_source: z
    .object({ paypal: z.object({ experience_context: experienceContext }) })
    .optional(),
});

/** `POST /v2/payments/captures/{id}/refund`: an empty body refunds whatever remains captured. */
const refundRequest = z.object({
  amount: wireAmount.optional(),
  invoice_id: z.string().min(1).max(127).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  note_to_payer: z.string().min(1).max(255).optional(),
});

export type CreateOrderRequest = z.infer<typeof createOrderRequest>;
export type ExperienceContext = z.infer<typeof experienceContext>;
export type RefundRequest = z.infer<typeof refundRequest>;

/** Parses a create-order body, answering as PayPal does: 400 for shape, 422 for business rules. */
export function parseCreateOrderRequest(text: string): CreateOrderRequest {
  const request = parseBody(text, createOrderRequest, 'orders');
  for (const [index, unit] of request.purchase_units.entries()) {
    checkAmount(unit.amount, `/purchase_units/${index}/amount`);
  }
  return request;
}

/** Parses a refund body's shape; the amount is checked against the capture it refunds. */
export function parseRefundRequest(text: string): RefundRequest {
  return parseBody(text.trim() === '' ? '{}' : text, refundRequest, 'payments');
}

function parseBody<T>(text: string, schema: z.ZodType<T>, api: SimulatedApi): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidRequest(
      [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }],
      api,
    );
  }
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success) {
    throw invalidRequest(
      parsed.error.issues.map((issue): SimulatedIssue => {
        const field = `/${issue.path.join('/')}`;
        return issue.code === 'invalid_type' && issue.input === undefined
          ? {
              field,
              location: 'body',
              issue: 'MISSING_REQUIRED_PARAMETER',
              description: 'A required field / parameter is missing.',
            }
          : {
              field,
              location: 'body',
              issue: 'INVALID_PARAMETER_VALUE',
              description: `The value of a field is invalid: ${issue.message}`,
            };
      }),
      api,
    );
  }
  return parsed.data;
}

/** PayPal's 422s for an amount: a currency it takes, above zero, with the currency's decimals. */
export function checkAmount(
  { currency_code, value }: WireAmount,
  field: string,
  api: SimulatedApi = 'orders',
) {
  const at = (name: string) => ({ field: `${field}/${name}` });
  if (!isPayPalCurrency(currency_code)) {
    throw unprocessable(
      {
        ...at('currency_code'),
        value: currency_code,
        location: 'body',
        issue: 'CURRENCY_NOT_SUPPORTED',
        description:
          'Currency code is not currently supported. Please refer https://developer.paypal.com/docs/api/reference/currency-codes/ for list of supported currency codes.',
      },
      api,
    );
  }
  if (Number(value) <= 0) {
    throw unprocessable(
      {
        ...at('value'),
        value,
        location: 'body',
        issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
        description: 'Must be greater than zero.',
      },
      api,
    );
  }
  const decimals = value.split('.')[1]?.length ?? 0;
  const allowed = paypalCurrencyDecimals[currency_code];
  if (decimals > 0 && allowed === 0) {
    throw unprocessable(
      {
        ...at('value'),
        value,
        location: 'body',
        issue: 'DECIMALS_NOT_SUPPORTED',
        description: 'Currency does not support decimals.',
      },
      api,
    );
  }
  if (decimals > allowed) {
    throw unprocessable(
      {
        ...at('value'),
        value,
        location: 'body',
        issue: 'DECIMAL_PRECISION',
        description:
          'If the currency supports decimals, only two decimal place precision is supported.',
      },
      api,
    );
  }
}

/** Request bodies here are a few hundred bytes; anything much larger is not a PayPal call. */
const maxBodyBytes = 64 * 1024;

/**
 * The raw body: the one an upstream `@koa/bodyparser` kept as `rawBody`, or read here. That
 * parser leaves the stream alone for types it is not configured for, such as form posts.
 */
export async function readBody(ctx: Context): Promise<string> {
  const parsed: unknown = Reflect.get(ctx.request, 'rawBody');
  if (typeof parsed === 'string') return parsed;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) ctx.throw(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
