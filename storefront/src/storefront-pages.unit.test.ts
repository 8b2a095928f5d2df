import { matchStorefrontPage, storefrontPages } from '@shop/core/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function pathsOf(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? base || '/' : route.path ? `${base}/${route.path}` : base;
    const own =
      route.index || (route.path && route.path !== '*') ? [here.replace(/^\/\//, '/')] : [];
    return [...own, ...pathsOf(route.children ?? [], route.path ? here : base)];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the routes of the storefront', () => {
    expect(new Set(pathsOf(routes))).toEqual(new Set(storefrontPages));
  });

  it('match paths as the router does', () => {
    expect(matchStorefrontPage('/')).toEqual({ page: '/', params: {} });
    expect(matchStorefrontPage('/product/12')).toEqual({
      page: '/product/:id',
      params: { id: '12' },
    });
    expect(matchStorefrontPage('/terms/AboutDelivery.ja')?.page).toBe('/terms/:document');
    expect(matchStorefrontPage('/no/such/page')).toBeNull();
    expect(matchStorefrontPage('/product/12/extra')).toBeNull();
    expect(matchStorefrontPage('/collection/')).toBeNull();
  });
});
