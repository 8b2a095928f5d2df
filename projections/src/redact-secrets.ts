import { maskFields } from '@shop/core';

const secretKey = /password|secret|token|accesskey/i;
const secretKeyInJson = /"[^"]*(password|secret|token|accesskey)[^"]*"\s*:/i;

/**
 * Whether JSON text may hold a field that {@link redactSecrets} would mask. The words alone are
 * looked for first: most events have none, and the key pattern, tried at every quote, cost a
 * catch-up a twentieth of its time.
 */
export function mayHoldSecrets(json: string): boolean {
  return secretKey.test(json) && secretKeyInJson.test(json);
}

/** `value` with every secret-looking field masked, at any depth; `value` itself when none is there. */
export function redactSecrets(value: unknown): unknown {
  return maskFields(value, secretKey, '[redacted]');
}
