import { maskFields } from '@shop/core';

const secretKey = /password|secret|token|accesskey/i;
const secretKeyInJson = /"[^"]*(password|secret|token|accesskey)[^"]*"\s*:/i;

/** Whether JSON text may hold a field that {@link redactSecrets} would mask. */
export function mayHoldSecrets(json: string): boolean {
  return secretKeyInJson.test(json);
}

/** `value` with every secret-looking field masked, at any depth; `value` itself when none is there. */
export function redactSecrets(value: unknown): unknown {
  return maskFields(value, secretKey, '[redacted]');
}
