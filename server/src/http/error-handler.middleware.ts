import { DomainError, WrongExpectedRevision } from '@shop/core';
import { ProjectionDeadLetter, ProjectionTimeout } from '@shop/projections';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { AppError } from './app-error.js';
import type { AppState } from './app-state.js';
import { isBackendUnavailable } from './backend-unavailable.js';
import { TooManyRequests } from './too-many-requests.js';

/** HTTP status for domain rules that are not plain "unprocessable" ones. */
const domainStatus: Record<string, number> = {
  email_taken: 409,
  insufficient_stock: 409,
  insufficient_balance: 402,
  invalid_quantity: 400,
  invalid_amount: 400,
  too_many_unpaid_orders: 429,
  order_in_progress: 409,
  cannot_cancel: 409,
  illegal_transition: 409,
  not_paid: 409,
  shipment_missing: 409,
  parcel_shipped: 409,
  note_required: 400,
  order_cancelled: 409,
  payment_not_started: 409,
  order_not_found: 404,
  payment_not_found: 404,
  already_seller: 409,
  seller_not_found: 404,
  seller_suspended: 409,
  seller_active: 409,
  entry_not_found: 404,
  entry_reversed: 409,
  post_not_found: 404,
  post_exists: 409,
  comment_not_found: 404,
  already_reviewed: 409,
  invalid_rating: 400,
  review_not_found: 404,
};

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

/**
 * First in the chain: every error becomes `{ "error": { "code", "message" } }`. Unexpected
 * errors are logged and answered with a 500 that reveals nothing of them.
 */
export function errorHandler(): Middleware<AppState> {
  return async function errorHandlerMiddleware(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError(404, 'not_found', 'This page could not be found');
      }
      // The router's answer to a known path with another method: the JSON body like any error.
      if (
        (ctx.status === 405 || ctx.status === 501) &&
        (ctx.body == null || typeof ctx.body === 'string')
      ) {
        ctx.body = {
          error: { code: 'method_not_allowed', message: `${ctx.method} is not allowed here.` },
        };
      }
    } catch (error) {
      const [status, body] = toResponse(error);
      if (status >= 500) ctx.state.log?.error({ err: error }, 'request failed');
      ctx.status = status;
      ctx.body = body;
      if (error instanceof TooManyRequests) ctx.set('Retry-After', String(error.retryAfterSeconds));
      if (status === 503 && body.error.code === 'service_unavailable') ctx.set('Retry-After', '5');
    }
  };
}

function toResponse(error: unknown): [number, ErrorBody] {
  if (error instanceof AppError) {
    return [error.status, { error: { code: error.code, message: error.message } }];
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first ? `${first.path || 'request'}: ${first.message}` : 'Invalid request';
    return [400, { error: { code: 'invalid_request', message, issues } }];
  }
  if (error instanceof DomainError) {
    return [
      domainStatus[error.code] ?? 422,
      { error: { code: error.code, message: error.message } },
    ];
  }
  if (error instanceof WrongExpectedRevision) {
    const message = 'Someone else changed this at the same time. Please try again.';
    return [409, { error: { code: 'concurrent_change', message } }];
  }
  if (error instanceof ProjectionDeadLetter) {
    const message = `This was saved, but could not be shown yet: the ${error.projection} view failed on event ${error.event.type} ${error.event.id}. Staff have been told.`;
    return [503, { error: { code: 'read_model_failed', message } }];
  }
  if (error instanceof ProjectionTimeout) {
    const message = 'This was saved, but is taking long to show. Please reload in a moment.';
    return [503, { error: { code: 'read_model_behind', message } }];
  }
  if (isExposedHttpError(error)) {
    const code = error.status === 413 ? 'payload_too_large' : 'bad_request';
    return [error.status, { error: { code, message: error.message } }];
  }
  if (isBackendUnavailable(error)) {
    const message = 'The shop is briefly unavailable. Please try again in a moment.';
    return [503, { error: { code: 'service_unavailable', message } }];
  }
  return [500, { error: { code: 'internal_error', message: 'Server error' } }];
}

/** Errors from Koa and its middleware (body parser) carry a status and say if it is safe to show. */
function isExposedHttpError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}
