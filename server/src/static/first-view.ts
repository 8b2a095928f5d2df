import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultCurrency, type Logger } from '@shop/core';
import type { Context } from 'koa';
import { inject } from 'light-my-request';
import { csrfCookie } from '../auth/authenticate.middleware.js';
import { withFirstView } from './first-view-html.js';

/** The part of `@shop/storefront`'s `entry-server.tsx` (built to `dist-server/`) the server uses. */
interface StorefrontRenderer {
  renderFirstView(request: {
    url: string;
    language: string;
    currency: string;
    answers: Record<string, unknown>;
  }): Promise<
    | { kind: 'page'; html: string; head: string; missing: readonly string[]; state: unknown }
    | { kind: 'none'; reason: string }
  >;
  detectLanguage(sources: {
    host: string;
    cookie: string;
    navigatorLanguages: readonly string[];
  }): string;
}

/** The shopper's request as far as the first view depends on it. */
export interface PageRequest {
  /** Path and query. */
  readonly url: string;
  readonly host: string;
  readonly cookie: string;
  readonly acceptLanguage: string;
}

/** GETs `/api` + `path` as a guest would and gives the JSON answer, or undefined for anything else. */
export type ApiAnswer = (path: string) => Promise<unknown>;

/**
 * Pages of forms and of the shopper's own things (account, cart, checkout, wallet, orders) are not
 * rendered: nobody lands on them from a search, and text typed into a form before the app has
 * taken it over would be lost when it does.
 */
const unrenderedPaths = /^\/(page\/account|cart|checkout|wallet|orders?)(\/|$)/;

/** Renders of a page wait at most this long for its API answers, then the plain app is sent. */
export const firstViewBudgetMs = 1500;
/** Render, fetch what the page asked, render again: at most this many renders. */
const maxRenders = 3;

/**
 * Loads the storefront's server entry from `<storefrontDir>/dist-server/`, or gives undefined
 * when it was not built (the integration tests run without a build): the plain app is served.
 */
export async function loadStorefrontRenderer(
  storefrontDir: string,
  logger: Logger,
): Promise<StorefrontRenderer | undefined> {
  const entry = resolve(storefrontDir, 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  try {
    return (await import(pathToFileURL(entry).href)) as StorefrontRenderer;
  } catch (error) {
    logger.warn({ err: error }, 'storefront server entry failed to load; pages render in browsers');
    return undefined;
  }
}

/**
 * index.html with the page at `request.url` rendered in it (its HTML, title, first image and the
 * answers it read, `first-view-html.ts`), or undefined when it cannot be within the time budget:
 * the caller sends the plain index.html. Never throws.
 */
export async function renderPage(
  renderer: StorefrontRenderer,
  indexHtml: string,
  request: PageRequest,
  apiAnswer: ApiAnswer,
  logger: Logger,
  budgetMs = firstViewBudgetMs,
): Promise<string | undefined> {
  const deadline = Date.now() + budgetMs;
  try {
    const language = renderer.detectLanguage({
      host: request.host,
      cookie: request.cookie,
      navigatorLanguages: acceptedLanguages(request.acceptLanguage),
    });
    const answers: Record<string, unknown> = {};
    const asked = new Set<string>();
    for (let render = 1; ; render++) {
      const view = await renderer.renderFirstView({
        url: request.url,
        language,
        currency: defaultCurrency,
        answers,
      });
      if (view.kind === 'none') return undefined;
      // An answer that failed is left for the browser to ask, and to show its error.
      const missing = view.missing.filter((path) => !asked.has(path));
      if (missing.length === 0 || render === maxRenders) {
        return withFirstView(indexHtml, { ...view, language });
      }
      for (const path of missing) asked.add(path);
      const fetched = await beforeDeadline(
        Promise.all(missing.map(async (path) => [path, await apiAnswer(path)] as const)),
        deadline,
      );
      if (!fetched) {
        logger.warn({ url: request.url, missing }, 'first view: API answers too slow');
        return undefined;
      }
      for (const [path, answer] of fetched) if (answer !== undefined) answers[path] = answer;
    }
  } catch (error) {
    logger.warn({ err: error, url: request.url }, 'first view failed; the plain app is sent');
    return undefined;
  }
}

/** `Accept-Language`'s tags, most preferred first. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The Koa app's request handler, asked in-process for the API answers a page reads. */
export type AppHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The server's first view of storefront pages for `serveApps`: for a guest (no session cookie),
 * index.html with the page rendered in it; undefined otherwise (a signed-in shopper's pages
 * depend on what only the browser asks), when the storefront's server entry was not built, and
 * when rendering fails or takes too long.
 *
 * @example
 * serveApps(appsDir, { firstView: storefrontFirstView({ appsDir, logger, handler: () => app.callback() }) });
 */
export function storefrontFirstView({
  appsDir,
  logger,
  handler,
  rendersHost = () => true,
  budgetMs = firstViewBudgetMs,
}: {
  appsDir: string;
  logger: Logger;
  handler: () => AppHandler;
  /**
   * Whether pages of this host are rendered: not site 2's (`RESELLER_SITE_HOSTS`), whose name the
   * browser learns only from the shop's preference answer, so a first view would show site 1's.
   */
  rendersHost?: (host: string) => boolean;
  /** How long a page waits for its API answers before the plain index.html is sent instead. */
  budgetMs?: number;
}) {
  const renderer = loadStorefrontRenderer(resolve(appsDir, 'storefront'), logger);
  let app: AppHandler | undefined;
  return async function firstView(ctx: Context, indexHtml: string): Promise<string | undefined> {
    if (ctx.cookies.get(csrfCookie) || !rendersHost(ctx.host) || unrenderedPaths.test(ctx.path)) {
      return undefined;
    }
    const loaded = await renderer;
    if (!loaded) return undefined;
    app ??= handler();
    const apiAnswer: ApiAnswer = async (path) => {
      const response = await inject(app as AppHandler, {
        method: 'GET',
        url: `/api${path}`,
        // As the shopper's browser asks (`storefront/src/api/client.ts`), without its cookies.
        headers: {
          accept: 'application/json',
          domaincountry: domainCountry(ctx.host),
          host: ctx.host,
        },
        remoteAddress: ctx.ip,
      });
      return response.statusCode === 200 ? response.json() : undefined;
    };
    return renderPage(
      loaded,
      indexHtml,
      {
        url: ctx.url,
        host: ctx.host,
        cookie: ctx.get('cookie'),
        acceptLanguage: ctx.get('accept-language'),
      },
      apiAnswer,
      logger,
      budgetMs,
    );
  };
}

/** `domainCountryCode` of `storefront/src/api/domain-country.ts`: the host's first two letters. */
function domainCountry(host: string): string {
  const code = host.slice(0, 2).toUpperCase();
  return code === 'LO' ? 'WW' : code;
}
