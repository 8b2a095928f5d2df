const secretKey = /password|secret|token|accesskey/i;
const secretKeyInJson = /"[^"]*(password|secret|token|accesskey)[^"]*"\s*:/i;

/** Whether JSON text may hold a field that {@link redactSecrets} would mask. */
export function mayHoldSecrets(json: string): boolean {
  return secretKeyInJson.test(json);
}

/**
 * `value` with every secret-looking field masked, at any depth. Returns `value` itself when
 * there is nothing to mask, so the common case allocates nothing.
 */
export function redactSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map(redactSecrets);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, inner] of Object.entries(value)) {
    const masked = secretKey.test(key) ? '[redacted]' : redactSecrets(inner);
    if (masked !== inner) {
      copy ??= { ...value };
      copy[key] = masked;
    }
  }
  return copy ?? value;
}
