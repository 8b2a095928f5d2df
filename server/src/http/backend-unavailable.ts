/** Node's codes for a connection that could not be made or was cut. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL's SQLSTATEs for a server shutting down or starting up (class 57P) and for a lost
 * connection (class 08).
 */
const unavailableStates = /^(57P0[1-4]|08\d{3})$/;

/** node-postgres' own messages for a pool that cannot reach the server. */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means a backing service (PostgreSQL, Redis) is unreachable for now, as
 * during its restart: the request may succeed when tried again, so it is a 503, not a 500.
 *
 * @example
 * if (isBackendUnavailable(error)) return [503, { error: { code: 'service_unavailable', ... } }];
 */
export function isBackendUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (connectionCodes.has(code) || unavailableStates.test(code))) {
    return true;
  }
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isBackendUnavailable(inner, depth + 1))) {
    return true;
  }
  return isBackendUnavailable(cause, depth + 1);
}
