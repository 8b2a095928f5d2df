import { createHash, timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { authorizePage, messagePage } from './taobao-sandbox-pages.js';
import { readForm, seeOther, sendHtml } from './taobao-simulator-http.js';
import type { SimulatedGrant, SimulatedSellers } from './taobao-simulator-sellers.js';

export interface SimulatedOAuthOptions {
  readonly basePath: string;
  readonly appKey: string;
  readonly appSecret: string;
  readonly sellers: SimulatedSellers;
}

/**
 * Taobao's OAuth 2.0 endpoints: `GET <base>/authorize` (the seller's log-in and consent page,
 * `POST` when they decide) and `POST <base>/token` (code or refresh token for a session).
 */
export function addOAuthRoutes(router: Router, options: SimulatedOAuthOptions): void {
  const { basePath, sellers } = options;

  router.get('/authorize', (ctx) => {
    const request = authorizeRequest(ctx, new URLSearchParams(ctx.querystring), options.appKey);
    if (!request) return;
    if (ctx.query.response_type !== 'code') {
      refuse(ctx, 'This sandbox grants response_type=code only.');
      return;
    }
    const nick = first(ctx.query.nick);
    sendHtml(ctx, 200, authorizePage({ basePath, ...request, nick }), [request.origin]);
  });

  router.post('/authorize', async (ctx) => {
    const form = await readForm(ctx);
    const request = authorizeRequest(ctx, form, options.appKey);
    if (!request) return;
    const back = new URL(request.redirectUri);
    back.searchParams.set('state', request.state);
    if (form.get('decision') === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The seller did not authorize the app.');
      seeOther(ctx, back.href);
      return;
    }
    const nick = (form.get('nick') ?? '').trim();
    if (!sellers.find(nick)) {
      const problem = nick
        ? `There is no sandbox seller named "${nick}".`
        : 'Enter the nick of a sandbox seller.';
      sendHtml(ctx, 400, authorizePage({ basePath, ...request, nick, problem }), [request.origin]);
      return;
    }
    back.searchParams.set('code', sellers.issueCode(nick, request.clientId, request.redirectUri));
    seeOther(ctx, back.href);
  });

  router.post('/token', async (ctx) => {
    const form = await readForm(ctx);
    ctx.set('Cache-Control', 'no-store');
    if (
      !sameSecret(form.get('client_id') ?? '', options.appKey) ||
      !sameSecret(form.get('client_secret') ?? '', options.appSecret)
    ) {
      oauthError(ctx, 401, 'invalid_client', 'The client_id or client_secret is wrong.');
      return;
    }
    const grantType = form.get('grant_type');
    let grant: SimulatedGrant | undefined;
    if (grantType === 'authorization_code') {
      const code = form.get('code');
      const redirectUri = form.get('redirect_uri');
      if (!code || !redirectUri) {
        oauthError(ctx, 400, 'invalid_request', 'code and redirect_uri are required.');
        return;
      }
      grant = sellers.exchangeCode(code, options.appKey, redirectUri);
    } else if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (!refreshToken) {
        oauthError(ctx, 400, 'invalid_request', 'refresh_token is required.');
        return;
      }
      grant = sellers.refresh(refreshToken);
    } else {
      oauthError(ctx, 400, 'unsupported_grant_type', `grant_type ${grantType ?? '(none)'}`);
      return;
    }
    if (!grant) {
      oauthError(
        ctx,
        400,
        'invalid_grant',
        grantType === 'authorization_code'
          ? 'The code is unknown, used, expired, or was issued for another redirect_uri.'
          : 'The refresh token is unknown, used or expired.',
      );
      return;
    }
    ctx.body = tokenBody(grant);
  });
}

/** The token endpoint's answer in Taobao's shape, the nick URL-encoded as Taobao sends it. */
function tokenBody(grant: SimulatedGrant) {
  return {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: grant.expiresIn,
    refresh_token: grant.refreshToken,
    re_expires_in: grant.refreshExpiresIn,
    r1_expires_in: grant.expiresIn,
    r2_expires_in: grant.expiresIn,
    w1_expires_in: grant.expiresIn,
    w2_expires_in: grant.expiresIn,
    taobao_user_nick: encodeURIComponent(grant.seller.nick),
    taobao_user_id: grant.seller.userId,
  };
}

/** The app and where to send the seller back; a page saying what is wrong when they are not usable. */
function authorizeRequest(ctx: Context, fields: URLSearchParams, appKey: string) {
  const clientId = fields.get('client_id') ?? '';
  const redirectUri = fields.get('redirect_uri') ?? '';
  if (clientId !== appKey) {
    refuse(ctx, `There is no app with the client_id "${clientId}" in this sandbox.`);
    return undefined;
  }
  let origin: string;
  try {
    const url = new URL(redirectUri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    origin = url.origin;
  } catch {
    refuse(ctx, 'redirect_uri must be an absolute http or https URL.');
    return undefined;
  }
  return { clientId, redirectUri, state: fields.get('state') ?? '', origin };
}

/** Taobao shows a problem with the request itself on its own page, never redirecting. */
function refuse(ctx: Context, message: string) {
  sendHtml(ctx, 400, messagePage('This authorisation cannot go on', message));
}

function oauthError(ctx: Context, status: number, error: string, description: string) {
  ctx.status = status;
  ctx.body = { error, error_description: description };
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
