import type { Middleware } from 'koa';
import type { z } from 'zod';

/**
 * What the API reference (`docs/openapi-document.ts`) says about a route beyond its method, path
 * and guard. The schemas are the ones the handler parses, so the document cannot drift from them.
 */
export interface RouteDocs {
  readonly summary: string;
  readonly description?: string;
  /** The JSON body the handler parses; `'none'` for a write that reads no body. */
  readonly body?: z.ZodType | 'none';
  /** An object schema: each property is one query parameter. */
  readonly query?: z.ZodType;
  /** An object schema: each property is one path parameter (others are plain strings). */
  readonly params?: z.ZodType;
  /** An object schema: each property is one request header (e.g. `Idempotency-Key`). */
  readonly headers?: z.ZodType;
  /** The success answer: its status (200 unless said) and its media type (JSON unless said). */
  readonly success?: { readonly status?: number; readonly mediaType?: string };
}

/** A middleware that only carries a route's {@link RouteDocs}; it lets every request through. */
export interface Documented extends Middleware {
  readonly docs: RouteDocs;
}

/**
 * Put after the route's guard; the document generator reads it from the route's stack.
 *
 * @example
 * router.post('/orders', signedInOnly, describeRoute({ summary: 'Place an order', body: placeOrderBody }), placeOrder);
 */
export function describeRoute(docs: RouteDocs): Documented {
  return Object.assign(
    async function describedRouteMiddleware(_ctx: unknown, next: () => Promise<unknown>) {
      await next();
    },
    { docs },
  );
}

/** The docs a route's stack carries, if any. */
export function docsOf(stack: readonly unknown[]): RouteDocs | null {
  for (const middleware of stack) {
    const docs = (middleware as Partial<Documented>).docs;
    if (docs) return docs;
  }
  return null;
}
