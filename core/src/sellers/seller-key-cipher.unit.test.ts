import { describe, expect, it } from 'vitest';
import {
  maskKey,
  newSellerKeysSecret,
  parseSellerKeysSecret,
  sellerKeyCipher,
} from './seller-key-cipher.js';

describe('seller key cipher', () => {
  const cipher = sellerKeyCipher(newSellerKeysSecret());

  it('opens what it sealed, and the ciphertext holds nothing of the key', () => {
    const sealed = cipher.seal('AK-2hf83hf83h2f9a', 'a-1/accessKey');
    expect(sealed.ciphertext).not.toContain('2hf83');
    expect(Buffer.from(sealed.ciphertext, 'base64url').toString('latin1')).not.toContain('2hf83');
    expect(cipher.open(sealed, 'a-1/accessKey')).toBe('AK-2hf83hf83h2f9a');
  });

  it('seals the same key differently each time (a fresh nonce)', () => {
    expect(cipher.seal('same-key-123456', 'c').ciphertext).not.toBe(
      cipher.seal('same-key-123456', 'c').ciphertext,
    );
  });

  it('refuses a ciphertext moved to another account, changed, or under another secret', () => {
    const sealed = cipher.seal('SK-secret-value-42', 'a-1/secretKey');
    expect(() => cipher.open(sealed, 'a-2/secretKey')).toThrow();
    const raw = Buffer.from(sealed.ciphertext, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() =>
      cipher.open({ ...sealed, ciphertext: raw.toString('base64url') }, 'a-1/secretKey'),
    ).toThrow();
    expect(() => sellerKeyCipher(newSellerKeysSecret()).open(sealed, 'a-1/secretKey')).toThrow();
  });

  it('masks all but the last four characters, and all of a short key', () => {
    expect(maskKey('23456789abcdef')).toBe('••••••••••cdef');
    expect(maskKey('short123')).toBe('••••••••');
    expect(maskKey(`${'x'.repeat(40)}tail`)).toBe(`${'•'.repeat(12)}tail`);
  });

  it('takes a 32-byte secret in base64 or hex only', () => {
    expect(parseSellerKeysSecret('ab'.repeat(32))).toHaveLength(32);
    expect(() => parseSellerKeysSecret('too-short')).toThrow(/32 bytes/);
  });
});
