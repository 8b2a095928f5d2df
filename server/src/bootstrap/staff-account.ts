import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Database, DomainError, type EventStore } from '@shop/core';
import type { Kysely } from 'kysely';
import { registerUser } from '../auth/register-user.js';
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
  try {
    await registerUser(
      { store, db, email, password, role: 'staff', displayName: 'Staff' },
      systemMetadata('staff-bootstrap'),
    );
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
