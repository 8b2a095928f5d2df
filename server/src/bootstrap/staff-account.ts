import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Database,
  DomainError,
  type EventStore,
  handleCommand,
  userDecider,
  userIdForEmail,
  userStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hasher.js';
import { systemMetadata } from '../http/command-metadata.js';

/**
 * Registers the first staff account unless it exists, and waits until it can sign in.
 *
 * @example
 * await ensureStaffAccount({ store, db, email: 'staff@shop.localhost', password });
 */
export async function ensureStaffAccount({
  store,
  db,
  email,
  password,
}: {
  store: EventStore;
  db: Kysely<Database>;
  email: string;
  password: string;
}): Promise<'created' | 'existed'> {
  const userId = userIdForEmail(email);
  try {
    const { position } = await handleCommand(
      store,
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        userId,
        email,
        role: 'staff',
        displayName: 'Staff',
        passwordHash: await hashPassword(password),
        language: 'en-US',
      },
      systemMetadata('staff-bootstrap'),
    );
    if (position) await waitForProjection(db, 'users', position, { timeoutMs: 30_000 });
    return 'created';
  } catch (error) {
    if (error instanceof DomainError && error.code === 'email_taken') return 'existed';
    throw error;
  }
}

/** The embedded default's staff password: generated once and kept beside the data. */
export async function embeddedStaffPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(12).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
