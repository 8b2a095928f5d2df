import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import bodyParser from '@koa/bodyparser';
import Koa from 'koa';
import { expect } from 'vitest';
import { createPayPalSimulator, type PayPalSimulator } from './paypal-simulator.js';

export const clientId = 'shop-client-id';
export const clientSecret = 'shop-client-secret';
export const returnUrl = 'https://en.shop.example/checkout/paypal/return?order=1001';
export const cancelUrl = 'https://en.shop.example/checkout/paypal/cancel';

export interface ServedPayPalSimulator {
  readonly simulator: PayPalSimulator;
  /** What the client is pointed at, e.g. `http://127.0.0.1:40123/simulators/paypal`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * The simulator on a free local port, as the server mounts it (`parseJson`: behind a JSON body
 * parser, which it must read through).
 */
export async function servePayPalSimulator(
  options: { parseJson?: boolean; now?: () => number } = {},
): Promise<ServedPayPalSimulator> {
  const basePath = '/simulators/paypal';
  const app = new Koa();
  if (options.parseJson) app.use(bodyParser({ enableTypes: ['json'] }));
  const simulator = createPayPalSimulator({
    basePath,
    clientId,
    clientSecret,
    ...(options.now ? { now: options.now } : {}),
  });
  app.use(simulator.routes()).use(simulator.allowedMethods());
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    simulator,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`,
    async close() {
      server.close();
      await once(server, 'close');
    },
  };
}

/** What the buyer's browser does on the approval page: GET it, submit one form, get redirected. */
export async function buyerDecides(approveUrl: string, button: 'Pay now' | 'Cancel and return') {
  const page = await fetch(approveUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await page.text();
  expect(html).toContain('<title>PayPal Sandbox (simulated)</title>');

  const form = [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)]
    .map(([, action = '', inner = '']) => ({ action, inner }))
    .find(({ inner }) => inner.includes(`>${button}</button>`));
  if (!form) throw new Error(`No form with a "${button}" button`);
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of form.inner.matchAll(
    /<(?:input type="hidden"|button type="submit") name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.append(name, value);
  }

  const answer = await fetch(new URL(form.action, approveUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}
