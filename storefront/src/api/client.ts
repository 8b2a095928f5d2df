/** An error the API answered with: its HTTP status and the `code` and `message` of its body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The whole error body, for answers that say more than a message (the lines out of stock). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The code given to an error response whose body is not the API's `{ error }` shape. */
export const unknownErrorCode = 'http_error';

/**
 * Turns an error response into an {@link ApiError}. The server answers
 * `{ "error": { "code", "message" } }`; anything else (a proxy's HTML page, an empty body)
 * falls back to the status text.
 *
 * @example parseApiError(409, 'Conflict', '{"error":{"code":"out_of_stock","message":"Sold out"}}')
 */
export function parseApiError(status: number, statusText: string, body: string): ApiError {
  const error = errorBody(body);
  return error
    ? new ApiError(status, error.code, error.message, error.body)
    : new ApiError(status, unknownErrorCode, statusText || `HTTP ${status}`);
}

function errorBody(body: string): { code: string; message: string; body: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.error)) return undefined;
  const { code, message } = parsed.error;
  return typeof code === 'string' && typeof message === 'string'
    ? { code, message, body: parsed }
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export interface ApiClientOptions {
  /** Sent as the `domainCountry` header on every call; see `domainCountryCode`. */
  readonly domainCountry: string;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /**
   * The session's CSRF token (the readable `auth.csrf` cookie), echoed as `X-CSRF-Token` on every
   * call that is not a GET: the server refuses a cookie-authenticated write without it.
   */
  readonly csrfToken?: () => string | undefined;
  /** Told about a 401, unless the call expects one (see {@link RequestOptions.anonymousOk}). */
  readonly onUnauthorized?: (error: ApiError) => void;
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Extra headers for this call, e.g. the `Preference` token. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /**
   * A 401 is an answer here, not a lost session: the startup user fetch (401 = logged out) and
   * the sign-in form (wrong password).
   */
  readonly anonymousOk?: boolean;
  /**
   * Lets the request finish even if the shopper leaves the page meanwhile (a small write, e.g. a
   * cart change just before following a link).
   */
  readonly keepalive?: boolean;
}

/** The header the server reads the CSRF token from. */
export const csrfHeader = 'X-CSRF-Token';

export interface ApiClient {
  /**
   * Calls `path` under the API base and resolves to the parsed JSON body (`undefined` when
   * empty). The body is `unknown` on purpose: each caller checks the shape it expects.
   */
  request(path: string, options?: RequestOptions): Promise<unknown>;
}

/**
 * @example
 * const api = createApiClient({ domainCountry: domainCountryCode(location.host) });
 * const user = await api.request('/auth/user');
 */
export function createApiClient({
  domainCountry,
  baseUrl = '/api',
  fetch: send = (input, init) => fetch(input, init),
  csrfToken = () => undefined,
  onUnauthorized,
}: ApiClientOptions): ApiClient {
  return {
    async request(
      path,
      { method = 'GET', body, headers: extra = {}, signal, anonymousOk, keepalive } = {},
    ) {
      const headers = new Headers({ ...extra, Accept: 'application/json', domainCountry });
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      const csrf = method === 'GET' ? undefined : csrfToken();
      if (csrf) headers.set(csrfHeader, csrf);
      const response = await send(`${baseUrl}${path}`, {
        method,
        headers,
        // The session lives in a cookie.
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        keepalive,
      });
      const text = await response.text();
      if (!response.ok) {
        const error = parseApiError(response.status, response.statusText, text);
        if (error.status === 401 && !anonymousOk) onUnauthorized?.(error);
        throw error;
      }
      return text === '' ? undefined : JSON.parse(text);
    },
  };
}
