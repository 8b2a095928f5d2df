import { connect } from 'node:net';
import { foreground } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

describe('requests counted for the foreground', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('does not count requests whose bodies are still coming, so slow senders hold back nothing', async () => {
    const { hostname, port } = new URL(server.base);
    const body = JSON.stringify({ id: 1, quantity: 1 });
    const sockets = Array.from({ length: foreground.busyAt }, () =>
      connect({ host: hostname, port: Number(port) }),
    );
    try {
      for (const socket of sockets) {
        socket.write(
          `POST /api/cart HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(foreground.inFlight).toBe(0);
      expect(foreground.busy).toBe(false);
      const answers = sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
          }),
      );
      for (const socket of sockets) socket.write(body.slice(5));
      // Complete now, each is worked on and answered (401: nobody is signed in).
      for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 401/);
      expect(foreground.inFlight).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
