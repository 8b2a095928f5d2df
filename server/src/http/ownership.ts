import { notFound } from './app-error.js';
import type { Authentication } from './app-state.js';

/**
 * Whose objects the caller may see on `/api/admin`: everyone's for staff (null), only their
 * own for a seller.
 *
 * @example
 * const owner = ownerScope(signedIn(ctx.state));
 * if (owner) query = query.where('owner_id', '=', owner);
 */
export function ownerScope(auth: Authentication): string | null {
  return auth.user.role === 'staff' ? null : auth.user.id;
}

/** Another owner's object does not exist for the caller: 404, the same as a missing one. */
export function assertOwner(auth: Authentication, ownerId: string, what: string): void {
  const owner = ownerScope(auth);
  if (owner !== null && owner !== ownerId) throw notFound(what);
}
