import type { Context, Next } from 'koa';
import { readBody } from '../paypal/paypal-simulator-request.js';
import { messagePage } from './taobao-sandbox-pages.js';
import { SandboxRequestError } from './taobao-simulator-errors.js';

/** A form post's fields (`application/x-www-form-urlencoded`), or none for another body. */
export async function readForm(ctx: Context): Promise<URLSearchParams> {
  const text = await readBody(ctx);
  return ctx.is('urlencoded') ? new URLSearchParams(text) : new URLSearchParams();
}

/** A JSON body, or a form's fields as an object: the sandbox takes both. */
export async function readJsonOrForm(
  ctx: Context,
): Promise<{ from: 'json' | 'form'; body: unknown }> {
  const text = await readBody(ctx);
  if (ctx.is('urlencoded')) {
    return { from: 'form', body: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { from: 'json', body: text === '' ? {} : JSON.parse(text) };
  } catch {
    throw new SandboxRequestError(400, 'The body is neither JSON nor a form.');
  }
}

/** A browser asking for a page rather than a tool asking for JSON. */
export function wantsHtml(ctx: Context): boolean {
  return ctx.accepts('json', 'html') === 'html';
}

/** A page with a strict policy: no scripts, styles inline, forms only to us (and `formTargets`). */
export function sendHtml(ctx: Context, status: number, html: string, formTargets: string[] = []) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${[...new Set(formTargets)].join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  ctx.body = html;
}

/** 303, so the browser follows with a GET and a reload does not post again. */
export function seeOther(ctx: Context, location: string) {
  ctx.status = 303;
  ctx.redirect(location);
}

/** `SandboxRequestError` as `{ "error": "..." }`, or as a page for a browser. */
export async function sandboxErrors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof SandboxRequestError)) throw error;
    if (wantsHtml(ctx)) {
      sendHtml(ctx, error.status, messagePage('Taobao sandbox', error.message));
    } else {
      ctx.status = error.status;
      ctx.body = { error: error.message };
    }
  }
}
