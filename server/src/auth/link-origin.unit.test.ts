import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { linkOrigin } from './link-origin.js';

function contextFor(host: string) {
  const request = new IncomingMessage(new Socket());
  request.headers.host = host;
  return new Koa().createContext(request, new ServerResponse(request));
}

describe('the origin of links sent by mail', () => {
  it("keeps the shop's own hosts, language hosts and loopback names", () => {
    for (const host of ['shop.example', 'ja.shop.example', 'localhost:3000', 'cn.localhost:3000']) {
      expect(linkOrigin(contextFor(host), 'shop.example')).toBe(`http://${host}`);
    }
  });

  it('never leads to a host the client made up', () => {
    expect(linkOrigin(contextFor('evil.example:8080'), 'shop.example')).toBe(
      'http://shop.example:8080',
    );
    expect(linkOrigin(contextFor('shop.example.evil.example'), 'shop.example')).toBe(
      'http://shop.example',
    );
  });
});
