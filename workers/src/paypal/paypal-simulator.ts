import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { approvalPage, messagePage } from './paypal-approval-page.js';
import { maxRequestIdLength } from './paypal-protocol.js';
import { createSimulatedAuth } from './paypal-simulator-auth.js';
import {
  addControlRoutes,
  createSimulatorControl,
  type PayPalSimulatorControl,
} from './paypal-simulator-control.js';
import { debugId, invalidRequest, SimulatedPayPalError } from './paypal-simulator-errors.js';
import { createSimulatedOrders, type SimulatedOrder } from './paypal-simulator-orders.js';
import { createSimulatedPayments } from './paypal-simulator-payments.js';
import {
  approvalUrl,
  capturedPaymentBody,
  orderBody,
  refundBody,
  type SimulatorUrls,
} from './paypal-simulator-representation.js';
import {
  parseCreateOrderRequest,
  parseRefundRequest,
  readBody,
} from './paypal-simulator-request.js';

export interface PayPalSimulatorOptions {
  /** Where the router is mounted, e.g. `/simulators/paypal`; `''` for the root. */
  readonly basePath: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * The browser-facing URL of `basePath`, used in `approve` links (e.g.
   * `http://localhost:3000/simulators/paypal`). By default, the origin the API was called on.
   */
  readonly publicUrl?: string;
  /** PayPal's tokens last nine hours. */
  readonly tokenTtlSeconds?: number;
  readonly now?: () => number;
}

/**
 * The simulator's router, mounted as any other, that also takes a test's instructions
 * (`answerNextCapture`, `settleCapture`); the same are reachable over HTTP under `_sim/`.
 */
export type PayPalSimulator = Router & PayPalSimulatorControl;

/**
 * An in-memory PayPal: OAuth 2.0 client credentials, Orders API v2 (create, get, capture) and
 * Payments API v2 (get a capture, refund it, get a refund) with `PayPal-Request-Id` idempotency
 * and PayPal's error bodies, and the buyer's approval page at the `approve` link. Mount it before
 * any body parser that reads form posts, or after one that keeps `ctx.request.rawBody` (as
 * `@koa/bodyparser` does).
 *
 * Captures complete for the order's amount unless a test said otherwise: see
 * `PayPalSimulatorControl` for the functions, and `addControlRoutes` for the same over HTTP.
 *
 * @example
 * const paypal = createPayPalSimulator({ basePath: '/simulators/paypal', clientId, clientSecret });
 * app.use(paypal.routes()).use(paypal.allowedMethods());
 * paypal.answerNextCapture({ referenceId: '1042' }, { status: 'PENDING' });
 * // createPayPalClient({ baseUrl: 'http://localhost:3000/simulators/paypal', clientId, clientSecret })
 */
export function createPayPalSimulator(options: PayPalSimulatorOptions): PayPalSimulator {
  const basePath = options.basePath.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const auth = createSimulatedAuth({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 32_400,
    now,
  });
  const orders = createSimulatedOrders({ now });
  const payments = createSimulatedPayments({ now, orders });
  const urlsOf = (ctx: Context): SimulatorUrls => {
    // Koa 3's ctx.origin is the Origin request header, not this server's origin.
    const api = `${ctx.protocol}://${ctx.host}${basePath}`;
    return { api, web: options.publicUrl?.replace(/\/+$/, '') ?? api };
  };

  const bearer: Middleware = async function requireBearer(ctx, next) {
    auth.requireBearer(ctx.get('authorization'));
    await next();
  };

  const router = new Router(basePath ? { prefix: basePath } : {});

  router.post('/v1/oauth2/token', paypalErrors, async (ctx) => {
    const form = new URLSearchParams(await readBody(ctx));
    ctx.body = auth.issueToken(ctx.get('authorization'), form);
  });

  router.post('/v2/checkout/orders', paypalErrors, bearer, async (ctx) => {
    const text = await readBody(ctx);
    const reply = orders.idempotent(requestKey(ctx, 'create'), () => {
      const order = orders.create(parseCreateOrderRequest(text));
      return { status: 201, body: orderBody(order, urlsOf(ctx), prefersRepresentation(ctx)) };
    });
    ctx.status = reply.status;
    ctx.body = reply.body;
  });

  router.get('/v2/checkout/orders/:id', paypalErrors, bearer, (ctx) => {
    ctx.body = orderBody(orders.get(ctx.params.id ?? ''), urlsOf(ctx), true);
  });

  router.post('/v2/checkout/orders/:id/capture', paypalErrors, bearer, (ctx) => {
    const id = ctx.params.id ?? '';
    const reply = orders.idempotent(requestKey(ctx, `capture ${id}`), () => {
      const order = orders.get(id);
      payments.capture(order, approvalUrl(order, urlsOf(ctx)));
      return { status: 201, body: orderBody(order, urlsOf(ctx), true) };
    });
    ctx.status = reply.status;
    ctx.body = reply.body;
  });

  router.get('/v2/payments/captures/:id', paypalErrors, bearer, (ctx) => {
    ctx.body = capturedPaymentBody(payments.getCapture(ctx.params.id ?? ''), urlsOf(ctx));
  });

  router.post('/v2/payments/captures/:id/refund', paypalErrors, bearer, async (ctx) => {
    const id = ctx.params.id ?? '';
    const text = await readBody(ctx);
    const reply = orders.idempotent(requestKey(ctx, `refund ${id}`), () => {
      const refund = payments.refund(payments.getCapture(id), parseRefundRequest(text));
      return { status: 201, body: refundBody(refund, urlsOf(ctx), prefersRepresentation(ctx)) };
    });
    ctx.status = reply.status;
    ctx.body = reply.body;
  });

  router.get('/v2/payments/refunds/:id', paypalErrors, bearer, (ctx) => {
    ctx.body = refundBody(payments.getRefund(ctx.params.id ?? ''), urlsOf(ctx), true);
  });

  router.get('/checkoutnow', (ctx) => {
    const order = orders.find(firstString(ctx.query.token));
    if (order) sendHtml(ctx, 200, approvalPage(pageView(order)), redirectOrigins(order));
    else sendHtml(ctx, 404, messagePage(unknownPayment));
  });

  router.post('/checkoutnow', async (ctx) => {
    const form = new URLSearchParams(await readBody(ctx));
    const order = orders.find(form.get('token') ?? '');
    const decision = form.get('decision');
    if (!order) {
      sendHtml(ctx, 404, messagePage(unknownPayment));
    } else if (decision === 'pay') {
      orders.approve(order);
      sendBack(ctx, order.experience.return_url, { token: order.id, PayerID: order.payerId ?? '' });
    } else if (decision === 'cancel') {
      sendBack(ctx, order.experience.cancel_url, { token: order.id });
    } else {
      sendHtml(ctx, 400, messagePage('Choose "Pay now" or "Cancel and return".'));
    }
  });

  addControlRoutes(router, payments, urlsOf);
  // Mounted like any router by its callers, and steered by tests through the same object.
  return Object.assign(router, createSimulatorControl(payments));
}

const unknownPayment =
  'This payment could not be found. It may have expired: return to the shop and try again.';

/** Writes PayPal's error bodies, and a `Paypal-Debug-Id` on every answer as PayPal does. */
async function paypalErrors(ctx: Context, next: Next) {
  try {
    await next();
    ctx.set('Paypal-Debug-Id', debugId());
  } catch (error) {
    if (!(error instanceof SimulatedPayPalError)) throw error;
    ctx.status = error.status;
    ctx.body = error.body;
    const id = error.body.debug_id;
    ctx.set('Paypal-Debug-Id', typeof id === 'string' ? id : debugId());
  }
}

/** Scoped by operation and resource, as one key may serve a create, a capture and a refund. */
function requestKey(ctx: Context, operation: string): string | undefined {
  const requestId = ctx.get('paypal-request-id');
  if (!requestId) return undefined;
  if (requestId.length > maxRequestIdLength) {
    throw invalidRequest([
      {
        field: 'PayPal-Request-Id',
        location: 'body',
        issue: 'INVALID_STRING_LENGTH',
        description: 'The value of a field is either too short or too long.',
      },
    ]);
  }
  return `${operation} ${requestId}`;
}

function prefersRepresentation(ctx: Context): boolean {
  return /\breturn=representation\b/.test(ctx.get('prefer'));
}

function pageView(order: SimulatedOrder) {
  return {
    orderId: order.id,
    merchant: order.experience.brand_name ?? 'the merchant',
    orderNumber: order.unit.reference_id,
    amount: order.unit.amount,
    state:
      order.status === 'COMPLETED'
        ? ('completed' as const)
        : order.status === 'APPROVED'
          ? ('approved' as const)
          : ('awaiting' as const),
  };
}

/** Browsers apply `form-action` to the redirect after a post too, so it names where we send them. */
function redirectOrigins(order: SimulatedOrder): string[] {
  const { return_url, cancel_url } = order.experience;
  return [return_url, cancel_url].flatMap((url) => (url ? [new URL(url).origin] : []));
}

function sendHtml(ctx: Context, status: number, html: string, formTargets: string[] = []) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  // The token in the page's URL is a bearer of the buyer's decision: keep it out of Referers.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${[...new Set(formTargets)].join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  ctx.body = html;
}

/** Back to the merchant's return or cancel URL, with PayPal's query parameters added. */
function sendBack(ctx: Context, target: string | undefined, params: Record<string, string>) {
  if (!target) {
    sendHtml(ctx, 200, messagePage('Done. You can close this page and return to the merchant.'));
    return;
  }
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  // 303, so the browser follows with a GET and a reload of the return page does not re-post.
  ctx.status = 303;
  ctx.redirect(url.href);
}

function firstString(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
