import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@shop/core';

/**
 * The id of an address's subscription stream: a hash of the normalized address, so the same
 * address always lands on the same stream and its decisions are taken there.
 */
export function subscriberId(email: string): string {
  return createHash('sha256')
    .update(`newsletter:${normalizeEmail(email)}`)
    .digest('hex')
    .slice(0, 32);
}

/** A link token `<subscriberId>.<secret>`: it names its stream, and only its hash is stored. */
export function newLinkToken(id: string): string {
  return `${id}.${randomBytes(24).toString('base64url')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The subscriber a token is for, or null when it is not one of ours in shape. */
export function tokenSubscriber(token: string): string | null {
  return /^([0-9a-f]{32})\.[\w-]{32}$/.exec(token)?.[1] ?? null;
}
