import {
  type Database,
  type EventMetadata,
  type EventStore,
  handleCommand,
  userDecider,
  userStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { hashPassword } from './password-hasher.js';

/**
 * Changes a password through the user's stream and waits until the new one signs in, so the
 * answer to the request that changed it is not followed by a login that still needs the old one.
 *
 * @example
 * await changeUserPassword({ store, db, userId, password: 'new secret phrase' }, metadata);
 */
export async function changeUserPassword(
  {
    store,
    db,
    userId,
    password,
  }: { store: EventStore; db: Kysely<Database>; userId: string; password: string },
  metadata: EventMetadata,
): Promise<void> {
  const { position } = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    { type: 'ChangePassword', passwordHash: await hashPassword(password) },
    metadata,
  );
  if (position) await waitForProjection(db, 'users', position, { timeoutMs: 30_000 });
}
