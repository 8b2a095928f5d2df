import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import bodyParser from '@koa/bodyparser';
import Koa from 'koa';
import { expect } from 'vitest';
import { createTaobaoClient, type TaobaoClientOptions } from './taobao-client.js';
import {
  createTaobaoSimulator,
  type TaobaoSimulator,
  type TaobaoSimulatorOptions,
} from './taobao-simulator.js';

export const appKey = '12345678';
export const appSecret = 'shop-app-secret';
export const basePath = '/sandbox/taobao';
export const redirectUri = 'https://en.shop.example/api/admin/taobao/callback';

export interface ServedTaobaoSimulator {
  readonly simulator: TaobaoSimulator;
  /** The sandbox's base, e.g. `http://127.0.0.1:40123/sandbox/taobao`. */
  readonly baseUrl: string;
  /** A client for this simulator; `options` override the defaults. */
  client(options?: Partial<TaobaoClientOptions>): ReturnType<typeof createTaobaoClient>;
  close(): Promise<void>;
}

/**
 * The simulator on a free local port, as the server mounts it (`parseJson`: behind a JSON body
 * parser, which it must read through).
 */
export async function serveTaobaoSimulator(
  options: { parseJson?: boolean } & Partial<TaobaoSimulatorOptions> = {},
): Promise<ServedTaobaoSimulator> {
  const { parseJson, ...simulatorOptions } = options;
  const app = new Koa();
  if (parseJson) app.use(bodyParser({ enableTypes: ['json'] }));
  const simulator = createTaobaoSimulator({ basePath, appKey, appSecret, ...simulatorOptions });
  app.use(simulator.routes()).use(simulator.allowedMethods());
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  return {
    simulator,
    baseUrl,
    client: (overrides = {}) =>
      createTaobaoClient({
        apiUrl: `${baseUrl}/router/rest`,
        oauthUrl: baseUrl,
        appKey,
        appSecret,
        // Generous, so that only the tests about rate limits meet them.
        rateLimits: { appCallsPerSecond: 10_000, sellerCallsPerSecond: 10_000 },
        ...(simulatorOptions.now ? { now: simulatorOptions.now } : {}),
        ...overrides,
      }),
    async close() {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  };
}

/** A sandbox seller with a session, and the client's calls for them. */
export function sellerWithSession(served: ServedTaobaoSimulator, nick: string) {
  served.simulator.createSeller(nick);
  const { session } = served.simulator.grantSession(nick);
  return { nick, session };
}

export const receiver = {
  name: '张三',
  mobile: '13800138000',
  state: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文一西路969号',
  zip: '310000',
};

export const sencha = {
  outerId: 'product-sencha',
  title: '静冈煎茶 100g',
  desc: '<p>Shizuoka sencha, first flush.</p>',
  price: '49.90',
  num: 12,
  cid: 50_008_825,
  location: { state: '上海', city: '上海' },
};

/** What the seller's browser does on the authorise page: read its form, submit it, follow nothing. */
export async function sellerDecides(
  authorizeUrl: string,
  decision: 'Authorize' | 'Cancel',
  nick?: string,
): Promise<Response> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html);
  if (!form) throw new Error('The authorise page has no form');
  const [, action = '', inner = ''] = form;
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of inner.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.append(name, unescapeHtml(value));
  }
  const prefilled = /<input id="nick" name="nick" value="([^"]*)"/.exec(inner)?.[1] ?? '';
  fields.set('nick', nick ?? unescapeHtml(prefilled));
  const button = new RegExp(`name="decision" value="([^"]+)"[^>]*>${decision}</button>`).exec(
    inner,
  );
  if (!button) throw new Error(`The authorise page has no "${decision}" button`);
  fields.set('decision', button[1] ?? '');
  return fetch(new URL(action, authorizeUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
