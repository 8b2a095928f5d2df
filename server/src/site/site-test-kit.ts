import { request as httpRequest } from 'node:http';
import type { ApiError } from '../server-test-kit.js';

/**
 * A JSON POST to the test server at `base` as a browser on `host` would send it (Node's fetch
 * cannot set the Host header), so a test can speak to site 2's host.
 *
 * @example await postOnHost(server.base, 'ko.reseller.localhost', '/api/contact', body)
 */
export function postOnHost<T>(
  base: string,
  host: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T & ApiError }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { host: `${host}:${url.port}`, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
