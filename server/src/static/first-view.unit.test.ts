import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@shop/core';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storefrontFirstView } from './first-view.js';
import { scriptSafeJson } from './first-view-html.js';
import { serveApps } from './serve-apps.middleware.js';

const indexHtml =
  '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><script type="module" src="/assets/boot.js"></script></head><body><div id="root"></div></body></html>';

// A product whose title tries to end the state's script tag and run its own.
const hostileTitle = '</script><script>alert(1)</script><!-- \u2028 &amp;';

// Stands in for the storefront's built server entry (`storefront/dist-server/entry-server.js`):
// it asks for the product's answer, then renders it; `/broken` fails.
const fakeEntry = `
export function detectLanguage({ navigatorLanguages }) {
  return navigatorLanguages[0] === 'ko' ? 'ko' : 'en-US';
}
export async function renderFirstView({ url, language, currency, answers }) {
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/redirect')) return { kind: 'none', reason: 'status 302' };
  const product = answers['/products/1?lang=' + language];
  if (!product) {
    return { kind: 'page', html: '<main>…</main>', head: '', missing: ['/products/1?lang=' + language], state: {} };
  }
  return {
    kind: 'page',
    html: '<main><h1>' + product.title.replace(/</g, '&lt;') + '</h1><img src="/images/products/1-1.svg" loading="lazy"/></main>',
    head: '<title>Kit Kat</title>',
    missing: [],
    state: { language, currency, answers },
  };
}
`;

let server: Server;
let base: string;
let top: string;
const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() };
let apiDelayMs = 0;

beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(top, 'storefront', 'dist'), { recursive: true });
  mkdirSync(join(top, 'storefront', 'dist-server'), { recursive: true });
  writeFileSync(join(top, 'storefront', 'dist', 'index.html'), indexHtml);
  writeFileSync(join(top, 'storefront', 'dist-server', 'entry-server.js'), fakeEntry);
  const app = new Koa();
  app.use(
    serveApps(top, {
      pageStatus: async (path) => (path === '/missing' ? 404 : 200),
      firstView: storefrontFirstView({
        appsDir: top,
        logger: logger as unknown as Logger,
        handler: () => app.callback(),
        rendersHost: (host) => !host.startsWith('reseller.'),
        budgetMs: 300,
      }),
    }),
  );
  app.use(async (ctx) => {
    if (ctx.path !== '/api/products/1') return;
    await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
    ctx.body = { title: hostileTitle, lang: ctx.query.lang };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  rmSync(top, { recursive: true, force: true });
});

function stateOf(html: string): unknown {
  const match = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the storefront first view', () => {
  it('sends the page rendered with the answers it read, in the shopper language', async () => {
    const response = await fetch(`${base}/product/1`, {
      headers: { 'accept-language': 'ko-KR;q=0.5, ko' },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<div id="root"><main><h1>&lt;/script>');
    expect(html).toContain('<title>Kit Kat</title>');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/products/1-1.svg">',
    );
    expect(stateOf(html)).toEqual({
      language: 'ko',
      currency: 'USD',
      answers: { '/products/1?lang=ko': { title: hostileTitle, lang: 'ko' } },
    });
  });

  it('keeps the answers inside their script tag whatever they hold', async () => {
    const html = await (await fetch(`${base}/product/1`)).text();
    // The boot script's and the state's: the hostile title closes none and opens none.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(scriptSafeJson({ text: '</script>\u2029' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u2029"}',
    );
  });

  it('keeps the status the page has (not found)', async () => {
    const response = await fetch(`${base}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<main><h1>');
  });

  it('sends the plain index.html, status 200, when the render fails', async () => {
    logger.warn.mockClear();
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('sends the plain index.html when the page renders nothing (a redirect)', async () => {
    const response = await fetch(`${base}/redirect`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
  });

  it('sends the plain index.html when the answers are too slow', async () => {
    apiDelayMs = 1000;
    try {
      const started = Date.now();
      const response = await fetch(`${base}/product/1`);
      expect(await response.text()).toBe(indexHtml);
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      apiDelayMs = 0;
    }
  });

  it('sends the plain index.html on a host whose pages it does not render (site 2)', async () => {
    const rendered = await (await fetch(`${base}/product/1`)).text();
    expect(rendered).not.toBe(indexHtml);
    // fetch() sets Host itself; node:http sends the one given.
    const onResellerHost = await new Promise<string>((resolve, reject) => {
      const request = httpGet(
        `${base}/product/1`,
        { headers: { host: 'reseller.localhost' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        },
      );
      request.on('error', reject);
    });
    expect(onResellerHost).toBe(indexHtml);
  });

  it('sends the plain index.html for the account pages and the checkout', async () => {
    for (const path of ['/page/account/register', '/checkout', '/cart']) {
      expect(await (await fetch(`${base}${path}`)).text()).toBe(indexHtml);
    }
  });

  it('sends a signed-in shopper the plain index.html', async () => {
    const response = await fetch(`${base}/product/1`, { headers: { cookie: 'auth.csrf=abc' } });
    expect(await response.text()).toBe(indexHtml);
  });
});
