import Router, { type RouterOptions } from '@koa/router';
import type { Role } from '@shop/core';
import type { Middleware } from 'koa';
import { forbidden, unauthenticated } from './app-error.js';
import type { AppState } from './app-state.js';

/** Who may call a route: anyone, or a signed-in user with one of `roles` (any role when empty). */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in'; readonly roles: readonly Role[] };

/** A route's first middleware: it lets the caller through or refuses, and says whom it lets through. */
export interface Guard extends Middleware<AppState> {
  readonly access: Access;
}

/** Anyone, signed in or not, may call the route. */
export const publicRoute: Guard = Object.assign(
  async function publicRouteMiddleware(_ctx: unknown, next: () => Promise<unknown>) {
    await next();
  },
  { access: { kind: 'public' } as const },
);

/**
 * 401 without a session; 403 when the user's role is not among `roles` (any role when none).
 *
 * @example
 * router.get('/admin/orders', requireRole('staff', 'seller'), listOrders);
 */
export function requireRole(...roles: Role[]): Guard {
  return Object.assign(
    async function requireRoleMiddleware(ctx: { state: AppState }, next: () => Promise<unknown>) {
      const auth = ctx.state.auth;
      if (!auth) throw unauthenticated();
      if (roles.length > 0 && !roles.includes(auth.user.role)) throw forbidden();
      await next();
    },
    { access: { kind: 'signed-in', roles } as const },
  );
}

/**
 * Every router of the shop: paths match exactly (letter case and trailing slash included), the
 * same rule for routes and for the middleware mounted on them, so no spelling of a path reaches
 * a handler around its guard. Each route still starts with its own {@link Guard}.
 */
export function createRouter(options: Pick<RouterOptions, 'prefix'> = {}) {
  return new Router<AppState>({ ...options, sensitive: true, strict: true });
}

/** The guard a route declares, if its first middleware is one. */
export function accessOf(stack: readonly unknown[]): Access | null {
  const first = stack[0] as Partial<Guard> | undefined;
  return first?.access ?? null;
}

/** The caller behind a guarded route; refuses (401) if there is none, so a handler never runs as nobody. */
export function signedIn(state: AppState): NonNullable<AppState['auth']> {
  if (!state.auth) throw unauthenticated();
  return state.auth;
}
