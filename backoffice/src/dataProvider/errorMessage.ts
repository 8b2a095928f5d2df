/**
 * Picks the human-readable message out of the server's error body
 * `{ "error": { "code", "message" } }`, falling back when the body has another shape
 * (a proxy's HTML page, an empty 502, ...).
 *
 * @example
 * errorMessage({ error: { code: 'forbidden', message: 'Staff only' } }, 'Forbidden') // 'Staff only'
 */
export const errorMessage = (body: unknown, fallback: string): string => {
  if (!isObject(body) || !isObject(body.error)) return fallback;
  const { message } = body.error;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
