import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers.middleware.js';

const servers: Server[] = [];

async function listening(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The headers an answer carries, without those that change with each answer. */
async function headersAt(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const { date: _date, ...headers } = Object.fromEntries(response.headers);
  return headers;
}

let shop: string;
let plainHelmet: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(securityHeaders());
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  shop = await listening(createServer(app.callback()));
  // Helmet itself, run on each request of a plain Node server, with the same options.
  const perRequest = helmet(helmetOptions);
  plainHelmet = await listening(
    createServer((request, response) =>
      perRequest(request, response, () => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end('ok');
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

describe('securityHeaders', () => {
  it('sets on an answer every header helmet sets on its own, with the same values', async () => {
    const expected = await headersAt(plainHelmet);
    const got = await headersAt(shop);
    for (const [name, value] of Object.entries(expected)) {
      if (['content-length', 'connection', 'keep-alive'].includes(name)) continue;
      expect(got[name], name).toBe(value);
    }
    expect(got['content-security-policy']).toContain("default-src 'self'");
    expect(got['strict-transport-security']).toBeDefined();
    expect(got['x-content-type-options']).toBe('nosniff');
  });
});
