import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute } from './route-prefetch';

describe('prefetchRoute', () => {
  it('loads the chunks of the routes a path matches, and no others', async () => {
    const product = vi.fn(async () => ({}));
    const blog = vi.fn(async () => ({}));
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'product/:id', lazy: product },
          { path: 'blog', lazy: blog },
          { path: 'page/:slug', lazy: failing },
        ],
      },
    ];
    prefetchRoute(routes, '/product/7');
    expect(product).toHaveBeenCalledTimes(1);
    expect(blog).not.toHaveBeenCalled();
    prefetchRoute(routes, '/page/faq');
    expect(failing).toHaveBeenCalledTimes(1);
    prefetchRoute(routes, '/nowhere/at/all');
    await Promise.resolve();
  });
});
