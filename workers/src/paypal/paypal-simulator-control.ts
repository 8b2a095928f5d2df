import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { isPayPalCurrency, isPayPalValue } from './paypal-amount.js';
import { capturePendingReasons } from './paypal-protocol.js';
import { SimulatorControlError } from './paypal-simulator-errors.js';
import type {
  SimulatedCaptureAnswer,
  SimulatedCaptureTarget,
  SimulatedPayments,
} from './paypal-simulator-payments.js';
import { capturedPaymentBody, type SimulatorUrls } from './paypal-simulator-representation.js';
import { readBody } from './paypal-simulator-request.js';

/**
 * What a test can make the simulated PayPal do, beyond what a buyer and a merchant can. Invalid
 * instructions throw `SimulatorControlError`.
 */
export interface PayPalSimulatorControl {
  /**
   * How PayPal answers the next capture of one order (once; later captures complete as usual).
   *
   * @example
   * paypal.answerNextCapture({ referenceId: '1042' }, { status: 'PENDING', reason: 'PENDING_REVIEW' });
   * paypal.answerNextCapture({ referenceId: '1043' }, { status: 'COMPLETED', amount: paypalAmount('USD', 1) });
   * paypal.answerNextCapture({ orderId: '5O190127TN364715T' }, { error: 'INSTRUMENT_DECLINED' });
   */
  answerNextCapture(target: SimulatedCaptureTarget, answer: SimulatedCaptureAnswer): void;
  /** Ends PayPal's review of a PENDING capture: `COMPLETED` moves the money, `DECLINED` denies it. */
  settleCapture(captureId: string, status: 'COMPLETED' | 'DECLINED'): void;
}

const money = z
  .object({ currency: z.string(), value: z.string() })
  .strict()
  .transform(({ currency, value }, ctx) => {
    if (isPayPalCurrency(currency) && isPayPalValue(currency, value)) return { currency, value };
    ctx.addIssue({
      code: 'custom',
      message: `${currency} ${value} is not an amount PayPal takes, e.g. { "currency": "USD", "value": "12.99" }`,
    });
    return z.NEVER;
  });

const declinedAnswer = z.object({ error: z.literal('INSTRUMENT_DECLINED') }).strict();

const capturedAnswer = z.discriminatedUnion('status', [
  z
    .object({ status: z.enum(['COMPLETED', 'DECLINED', 'FAILED']), amount: money.optional() })
    .strict(),
  z
    .object({
      status: z.literal('PENDING'),
      reason: z.enum(capturePendingReasons).optional(),
      amount: money.optional(),
    })
    .strict(),
]);

const targetFields = z.object({
  referenceId: z.string().min(1).max(256).optional(),
  orderId: z.string().min(1).max(36).optional(),
});

const settlement = z.enum(['COMPLETED', 'DECLINED']);

/** The control functions, checking their input as the HTTP endpoints do. */
export function createSimulatorControl(payments: SimulatedPayments): PayPalSimulatorControl {
  return {
    answerNextCapture(target, answer) {
      payments.answerNextCapture(targetOf(parse(targetFields.strict(), target)), answerOf(answer));
    },
    settleCapture(captureId, status) {
      payments.settleCapture(captureId, parse(settlement, status));
    },
  };
}

/**
 * The same over HTTP, for tests that reach the simulator only through a running shop:
 * `POST <basePath>/_sim/captures/next` with `{ "referenceId": "1042", "answer": { ... } }` (204),
 * and `POST <basePath>/_sim/captures/<id>/settle` with `{ "status": "COMPLETED" }` (200, the
 * capture as `GET /v2/payments/captures/<id>` shows it). Refusals are `{ "error": "..." }`.
 */
export function addControlRoutes(
  router: Router,
  payments: SimulatedPayments,
  urlsOf: (ctx: Context) => SimulatorUrls,
): void {
  router.post('/_sim/captures/next', controlErrors, async (ctx) => {
    const request = targetFields.extend({ answer: z.unknown() }).strict();
    const { answer, ...target } = parse(request, jsonOf(await readBody(ctx)));
    payments.answerNextCapture(targetOf(target), answerOf(answer));
    ctx.status = 204;
  });

  router.post('/_sim/captures/:id/settle', controlErrors, async (ctx) => {
    const body = parse(z.object({ status: settlement }).strict(), jsonOf(await readBody(ctx)));
    const capture = payments.settleCapture(ctx.params.id ?? '', body.status);
    ctx.body = capturedPaymentBody(capture, urlsOf(ctx));
  });
}

async function controlErrors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof SimulatorControlError)) throw error;
    ctx.status = error.status;
    ctx.body = { error: error.message };
  }
}

function targetOf({ referenceId, orderId }: z.infer<typeof targetFields>): SimulatedCaptureTarget {
  if (referenceId !== undefined && orderId === undefined) return { referenceId };
  if (orderId !== undefined && referenceId === undefined) return { orderId };
  throw new SimulatorControlError(
    400,
    "Name the order by referenceId (the shop's order number) or by orderId (PayPal's), not both.",
  );
}

/** Read by its shape, so a refusal names the field at fault rather than "no variant matched". */
function answerOf(value: unknown): SimulatedCaptureAnswer {
  const declined = typeof value === 'object' && value !== null && 'error' in value;
  return declined ? parse(declinedAnswer, value) : parse(capturedAnswer, value);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SimulatorControlError(400, z.prettifyError(parsed.error));
  return parsed.data;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SimulatorControlError(400, 'The body is not JSON.');
  }
}
