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
 * DomainError when the address has an account already. Given `passwordHash` (made by
 * `hashPassword`) instead of `password`, it does not hash again.
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
    displayName,
    language = 'en-US',
    ...secret
  }: {
    store: EventStore;
    db: Kysely<Database>;
    email: string;
    role: Role;
    displayName: string;
    language?: string;
  } & ({ password: string } | { passwordHash: string }),
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
      passwordHash:
        'passwordHash' in secret ? secret.passwordHash : await hashPassword(secret.password),
      language,
    },
    metadata,
  );
  if (position) await waitForProjection(db, 'users', position, { timeoutMs: 30_000 });
  return { userId };
}
