import { describe, expect, it } from 'vitest';
import { mayHoldSecrets, redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('masks secret-looking fields at any depth, in objects and arrays', () => {
    const data = {
      email: 'a@b.c',
      passwordHash: 'h',
      keys: [{ AccessKey: 'a', SecretKey: 's', name: 'shop' }],
      session: { token: 't', expires: 1 },
    };
    expect(redactSecrets(data)).toEqual({
      email: 'a@b.c',
      passwordHash: '[redacted]',
      keys: [{ AccessKey: '[redacted]', SecretKey: '[redacted]', name: 'shop' }],
      session: { token: '[redacted]', expires: 1 },
    });
    expect(data.passwordHash).toBe('h');
  });

  it('hands back the very same value when there is nothing to mask', () => {
    const data = { sku: 'JP-1', items: [{ quantity: 2 }], price: { amount: 1299 } };
    expect(redactSecrets(data)).toBe(data);
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('mayHoldSecrets', () => {
  it('spots secret-looking keys in JSON text, not secret-looking values', () => {
    expect(mayHoldSecrets('{"email": "a@b.c", "passwordHash": "x"}')).toBe(true);
    expect(mayHoldSecrets('{"keys": [{"SecretKey": "s"}]}')).toBe(true);
    expect(mayHoldSecrets('{"note": "my password is long"}')).toBe(false);
    expect(mayHoldSecrets('{"sku": "JP-1", "quantity": 2}')).toBe(false);
  });
});
