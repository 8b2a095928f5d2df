import { createHash } from 'node:crypto';
import { normalizeEmail } from '@shop/core';

/**
 * What the throttling tables key an address by: a SHA-256 of the normalized address, so that the
 * addresses strangers type (most of them without an account) are not stored in clear.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('base64url');
}
