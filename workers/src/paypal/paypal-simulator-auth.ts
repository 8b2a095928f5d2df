import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { authenticationFailure, oauthError } from './paypal-simulator-errors.js';

export interface SimulatedAuthOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tokenTtlSeconds: number;
  readonly now: () => number;
}

/** PayPal's OAuth 2.0 client-credentials grant, and the bearer check on every API call. */
export function createSimulatedAuth(options: SimulatedAuthOptions) {
  const expiries = new Map<string, number>();

  function forgetExpired(now: number) {
    for (const [token, expiresAt] of expiries) if (expiresAt <= now) expiries.delete(token);
  }

  return {
    /** Answers `POST /v1/oauth2/token` given its Authorization header and form body. */
    issueToken(authorization: string | undefined, form: URLSearchParams) {
      const credentials = basicCredentials(authorization);
      if (
        !credentials ||
        !sameSecret(credentials.id, options.clientId) ||
        !sameSecret(credentials.secret, options.clientSecret)
      ) {
        throw oauthError(401, 'invalid_client', 'Client Authentication failed');
      }
      const grantType = form.get('grant_type');
      if (grantType !== 'client_credentials') {
        throw oauthError(
          400,
          'unsupported_grant_type',
          grantType ? `Grant Type ${grantType} is not supported` : 'Grant Type is NULL',
        );
      }
      const now = options.now();
      forgetExpired(now);
      const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
      expiries.set(accessToken, now + options.tokenTtlSeconds * 1000);
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-SIMULATED',
        expires_in: options.tokenTtlSeconds,
        nonce: `${new Date(now).toISOString()}${randomBytes(8).toString('hex')}`,
      };
    },

    /** Throws PayPal's 401 unless the header carries a token issued here that has not expired. */
    requireBearer(authorization: string | undefined) {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      const expiresAt = token === undefined ? undefined : expiries.get(token);
      if (expiresAt === undefined || expiresAt <= options.now()) throw authenticationFailure();
    },
  };
}

function basicCredentials(authorization: string | undefined) {
  const encoded = /^Basic (\S+)$/.exec(authorization ?? '')?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Compares digests so the time taken says nothing about how much of a secret matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
