import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { collectionAlias, leftSidebarAlias } from './collection-alias.loader';

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://shop.localhost/'), context: {} }) as LoaderFunctionArgs;

const location = (response: Response | null) => response?.headers.get('Location');

describe("the spec customizer's collection paths", () => {
  it('lead to the whole collection in their layout', () => {
    expect(location(collectionAlias(args({ cid: 'six-grid' })))).toBe(
      '/collection/all?layout=six-grid',
    );
    expect(location(collectionAlias(args({ cid: 'list-view' })))).toBe('/collection/all?view=list');
    expect(location(collectionAlias(args({ cid: 'metro' })))).toBe('/collection/all?layout=metro');
  });

  it('leave a category page as it is', () => {
    expect(collectionAlias(args({ cid: 'snacks' }))).toBeNull();
  });

  it('read /collection/leftsidebar/<category> as the category in the default layout', () => {
    expect(location(leftSidebarAlias(args({ cid: 'teas' })))).toBe('/collection/teas');
  });
});
