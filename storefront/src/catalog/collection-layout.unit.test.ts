import { describe, expect, it } from 'vitest';
import { layoutAliasQuery, layoutShape, parseCollectionLayout } from './collection-layout';

describe('the collection layouts', () => {
  it('read the layout a URL names, and the default for anything else', () => {
    expect(parseCollectionLayout('six-grid')).toBe('six-grid');
    expect(parseCollectionLayout('metro')).toBe('metro');
    expect(parseCollectionLayout(null)).toBe('left-sidebar');
    expect(parseCollectionLayout('SIX-GRID')).toBe('left-sidebar');
    expect(parseCollectionLayout('constructor')).toBe('left-sidebar');
  });

  it('place the filters and choose how many products share a row', () => {
    expect(layoutShape('left-sidebar')).toMatchObject({ sidebar: 'start', columns: 4 });
    expect(layoutShape('right-sidebar')).toMatchObject({ sidebar: 'end', columns: 4 });
    expect(layoutShape('sidebar-popup').sidebar).toBe('popup');
    expect(layoutShape('three-grid').columns).toBe(3);
    expect(layoutShape('six-grid')).toMatchObject({ columns: 6, fullWidth: true });
    expect(layoutShape('metro').metro).toBe(true);
  });

  it('turn the spec customizer’s paths into the same page’s query', () => {
    expect(layoutAliasQuery('right-sidebar')).toBe('layout=right-sidebar');
    expect(layoutAliasQuery('list-view')).toBe('view=list');
    expect(layoutAliasQuery('leftsidebar')).toBe('');
    expect(layoutAliasQuery('left-sidebar')).toBe('');
    expect(layoutAliasQuery('snacks')).toBeUndefined();
  });
});
