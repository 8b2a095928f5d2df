const secretKey = /password|secret|token|accesskey/i;

/** A copy of `value` with every secret-looking field masked, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretKey.test(key) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}
