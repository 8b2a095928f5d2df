import {
  type Database,
  DomainError,
  type EventMetadata,
  type EventStore,
  normalizeEmail,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { MailTransport } from '@shop/workers';
import type { Kysely } from 'kysely';
import { accountExistsMail } from './account-exists.mail.js';
import { hashPassword } from './password-hasher.js';
import { registerUser } from './register-user.js';

export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly language: string;
  /** Where the links in a mail lead (`link-origin.ts`). */
  readonly origin: string;
  /** Site 2's name when registering on the regional reseller's host (`mailSiteName`). */
  readonly siteName?: string | undefined;
}

/**
 * How long registrations have lately taken past their password's hash (the write and the wait
 * for the users view), so that the answer for a taken address can take as long: the median of
 * the last `window` measured, so that one slow registration (a cold start, a busy moment) does
 * not slow the next taken-address answers into a step a stranger could see. It starts from the
 * first registration this process measures, not from a guess: a guess far from this machine's
 * pace would make the first answers for taken addresses stand out.
 */
export interface RegistrationPace {
  /** 0 until a registration has been measured. */
  typicalMs(): number;
  record(ms: number): void;
}

export function registrationPace(window = 15): RegistrationPace {
  const recent: number[] = [];
  return {
    typicalMs() {
      if (recent.length === 0) return 0;
      const sorted = [...recent].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    },
    record(ms) {
      recent.push(ms);
      if (recent.length > window) recent.shift();
    },
  };
}

/**
 * Registers a customer, or, when the address has an account already, mails its owner instead.
 * The caller answers both the same way, and both take about as long: each finds the address and
 * hashes the password now (the bulk of the time, and what a busy machine slows most), and the
 * owner's answer then waits as long as a registration's write and its wait for the users view
 * lately take (`pace`), so neither the answer nor its time tells a stranger whether an address
 * has an account. Only that smaller part comes from past registrations: once a busy spell is
 * over, a taken address's answer is as quick as a new one's at once, rather than after the
 * spell's registrations have left the median.
 *
 * @example
 * const outcome = await registerOrTellOwner({ store, db, mail, pace }, registration, metadata);
 */
export async function registerOrTellOwner(
  {
    store,
    db,
    mail,
    pace,
    hash = hashPassword,
  }: {
    store: EventStore;
    db: Kysely<Database>;
    mail: MailTransport;
    pace: RegistrationPace;
    /** The password hasher (`hashPassword`). */
    hash?: (password: string) => Promise<string>;
  },
  registration: Registration,
  metadata: EventMetadata,
): Promise<'registered' | 'owner_told'> {
  const email = normalizeEmail(registration.email);
  const known = await findUser(db, email);
  const passwordHash = await hash(registration.password);
  const hashed = performance.now();
  if (!known) {
    try {
      await registerUser(
        {
          store,
          db,
          email: registration.email,
          role: 'customer',
          passwordHash,
          displayName: registration.displayName,
          language: registration.language,
        },
        metadata,
      );
      pace.record(performance.now() - hashed);
      return 'registered';
    } catch (error) {
      // Registered a moment ago, and the users view has not shown it yet.
      if (!(error instanceof DomainError && error.code === 'email_taken')) throw error;
    }
  }
  await waitForProjection(db, 'users', await store.headPosition(), { timeoutMs: 30_000 });
  const owner = known ?? (await findUser(db, email));
  if (!owner) return 'owner_told';
  const { subject, text } = accountExistsMail({
    language: owner.language,
    displayName: owner.display_name,
    origin: registration.origin,
    siteName: registration.siteName,
  });
  // One mail an hour at most, however often someone tries.
  const hour = Math.floor(Date.now() / 3_600_000);
  await mail.send({ id: `account-exists-${owner.id}-${hour}`, to: owner.email, subject, text });
  const left = pace.typicalMs() - (performance.now() - hashed);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return 'owner_told';
}

function findUser(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'language'])
    .where('email', '=', email)
    .executeTakeFirst();
}
