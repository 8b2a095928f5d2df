import {
  type Database,
  type EventMetadata,
  type EventStore,
  handleCommand,
  type Role,
  userDecider,
  userIdForEmail,
  userStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { hashPassword } from './password-hasher.js';

/**
 * Registers an account and waits until it can sign in. Throws the decider's `email_taken`
 * DomainError when the address has an account already.
 *
 * @example
 * await registerUser({ store, db, email, role: 'customer', password, displayName: 'Ann' }, metadata);
 */
export async function registerUser(
  {
    store,
    db,
    email,
    role,
    password,
    displayName,
    language = 'en-US',
  }: {
    store: EventStore;
    db: Kysely<Database>;
    email: string;
    role: Role;
    password: string;
    displayName: string;
    language?: string;
  },
  metadata: EventMetadata,
): Promise<{ userId: string }> {
  const userId = userIdForEmail(email);
  const { position } = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    {
      type: 'RegisterUser',
      userId,
      email,
      role,
      displayName,
      passwordHash: await hashPassword(password),
      language,
    },
    metadata,
  );
  if (position) await waitForProjection(db, 'users', position, { timeoutMs: 30_000 });
  return { userId };
}
