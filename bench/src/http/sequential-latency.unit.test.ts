import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequentialP95 } from './sequential-latency.js';

describe('sequentialP95', () => {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    // The slow path takes 20 ms, the quick one answers at once.
    const delay = request.url === '/slow' ? 20 : 0;
    setTimeout(() => response.end('ok'), delay);
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('measures below a millisecond, and tells a slower path apart', async () => {
    const quick = await sequentialP95(baseUrl, ['/quick'], 20);
    const slow = await sequentialP95(baseUrl, ['/slow'], 5);
    expect(quick).toBeGreaterThan(0);
    expect(slow).toBeGreaterThanOrEqual(19);
    expect(slow).toBeGreaterThan(quick * 2);
  });

  it('asks each path once before it measures, then every round', async () => {
    asked.length = 0;
    await sequentialP95(baseUrl, ['/a', '/b'], 2);
    expect(asked).toEqual(['/a', '/b', '/a', '/b', '/a', '/b']);
  });

  it('fails on an answer that is not ok, rather than timing an error', async () => {
    const failing = createServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    await expect(sequentialP95(url, ['/x'], 1)).rejects.toThrow(/500/);
    await new Promise((resolve) => failing.close(resolve));
  });
});
