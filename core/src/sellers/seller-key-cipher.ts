import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SealedKey } from './seller.events.js';

/** Seals and opens sellers' Taobao keys with AES-256-GCM under one 32-byte secret. */
export interface SellerKeyCipher {
  /** `context` (the account and the key's name) is authenticated: a ciphertext moved elsewhere does not open. */
  seal(plain: string, context: string): SealedKey;
  open(sealed: SealedKey, context: string): string;
}

const ivBytes = 12;
const tagBytes = 16;

/**
 * The secret as configured: 32 bytes, base64 (44 characters) or hex (64 characters).
 *
 * @example
 * parseSellerKeysSecret(randomBytes(32).toString('base64'))
 */
export function parseSellerKeysSecret(secret: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(secret)
    ? Buffer.from(secret, 'hex')
    : Buffer.from(secret, 'base64');
  if (key.length !== 32) {
    throw new Error('SELLER_KEYS_SECRET must be 32 bytes, base64 or hex encoded.');
  }
  return key;
}

/** A fresh secret in the form {@link parseSellerKeysSecret} reads. */
export function newSellerKeysSecret(): string {
  return randomBytes(32).toString('base64');
}

/**
 * Only the key's last four characters show, and only when at least eight more are hidden.
 *
 * @example
 * maskKey('23456789abcdef') // '••••••••••cdef'
 */
export function maskKey(plain: string): string {
  const visible = plain.length >= 12 ? 4 : 0;
  return '•'.repeat(Math.min(plain.length - visible, 12)) + plain.slice(plain.length - visible);
}

/**
 * @example
 * const cipher = sellerKeyCipher(config.SELLER_KEYS_SECRET);
 * const sealed = cipher.seal(accessKey, `${accountId}/accessKey`);
 */
export function sellerKeyCipher(secret: string): SellerKeyCipher {
  const key = parseSellerKeysSecret(secret);
  return {
    seal(plain, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'),
        masked: maskKey(plain),
      };
    },
    open(sealed, context) {
      const raw = Buffer.from(sealed.ciphertext, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([
        decipher.update(raw.subarray(ivBytes + tagBytes)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
