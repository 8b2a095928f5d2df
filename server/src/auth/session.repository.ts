import { createHash, randomBytes } from 'node:crypto';
import type { Database, Role, SellerRow } from '@shop/core';
import type { Kysely } from 'kysely';
import type { Authentication } from '../http/app-state.js';

export interface NewSession {
  /** Given to the client once; only its hash is stored. */
  readonly token: string;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  { userId, ttlHours, userAgent }: { userId: string; ttlHours: number; userAgent: string | null },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      csrf_token: csrfToken,
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, csrfToken, expiresAt };
}

/** The signed-in user behind a token, if the session is neither expired nor revoked. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
): Promise<(Omit<Authentication, 'via'> & { expiresAt: Date }) | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('sellers', 'sellers.account_id', 'users.id')
    .select([
      'sellers.status as sellerStatus',
      'sessions.id as sessionId',
      'sessions.csrf_token as csrfToken',
      'sessions.expires_at as expiresAt',
      'users.id',
      'users.email',
      'users.role',
      'users.display_name',
      'users.language',
    ])
    .where('sessions.id', '=', sessionIdOf(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, csrfToken, sellerStatus, expiresAt, ...user } = row;
  return {
    sessionId,
    csrfToken,
    expiresAt: new Date(expiresAt),
    user: { ...user, role: effectiveRole(user.role, sellerStatus) },
  };
}

/**
 * An account is a seller while its seller record is active; a suspended seller is a customer
 * again until reinstated. Staff stay staff.
 */
export function effectiveRole(role: Role, sellerStatus: SellerRow['status'] | null): Role {
  if (role === 'staff' || sellerStatus === null) return role;
  return sellerStatus === 'active' ? 'seller' : 'customer';
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Ends every live session of a user except `keepSessionId` (the one changing the password), so
 * that whoever knew the old password is signed out everywhere else.
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
