/**
 * The spec's collection layouts, each a `?layout=` of the one collection page (the list view is
 * its `?view=list`). The default, a filter sidebar at the start and four per row, keeps a plain URL.
 */
export const collectionLayouts = [
  'left-sidebar',
  'right-sidebar',
  'no-sidebar',
  'sidebar-popup',
  'three-grid',
  'four-grid',
  'six-grid',
  'full-width',
  'metro',
] as const;
export type CollectionLayout = (typeof collectionLayouts)[number];

export const defaultCollectionLayout: CollectionLayout = 'left-sidebar';

/** How a layout places the filters and the products. */
export interface LayoutShape {
  /** `popup`: behind a button, as on small screens. */
  readonly sidebar: 'start' | 'end' | 'popup';
  readonly columns: 3 | 4 | 6;
  readonly fullWidth: boolean;
  /** Every fifth card twice the size. */
  readonly metro: boolean;
}

const shapes: Record<CollectionLayout, LayoutShape> = {
  'left-sidebar': { sidebar: 'start', columns: 4, fullWidth: false, metro: false },
  'right-sidebar': { sidebar: 'end', columns: 4, fullWidth: false, metro: false },
  'no-sidebar': { sidebar: 'popup', columns: 4, fullWidth: false, metro: false },
  'sidebar-popup': { sidebar: 'popup', columns: 3, fullWidth: false, metro: false },
  'three-grid': { sidebar: 'popup', columns: 3, fullWidth: false, metro: false },
  'four-grid': { sidebar: 'popup', columns: 4, fullWidth: false, metro: false },
  'six-grid': { sidebar: 'popup', columns: 6, fullWidth: true, metro: false },
  'full-width': { sidebar: 'popup', columns: 6, fullWidth: true, metro: false },
  metro: { sidebar: 'popup', columns: 4, fullWidth: true, metro: true },
};

export function layoutShape(layout: CollectionLayout): LayoutShape {
  return shapes[layout];
}

export function isCollectionLayout(value: string | null | undefined): value is CollectionLayout {
  return (collectionLayouts as readonly (string | null | undefined)[]).includes(value);
}

/** The layout a URL asks for; anything else is the default. */
export function parseCollectionLayout(value: string | null): CollectionLayout {
  return isCollectionLayout(value) ? value : defaultCollectionLayout;
}

/**
 * The spec's customizer linked `/collection/right-sidebar`, `/collection/list-view`, … (and
 * `/collection/leftsidebar/all`): the query of the page they stand for, or nothing for a
 * category id.
 *
 * @example layoutAliasQuery('six-grid') // 'layout=six-grid'
 */
export function layoutAliasQuery(segment: string): string | undefined {
  if (segment === 'list-view') return 'view=list';
  if (segment === 'leftsidebar') return '';
  if (isCollectionLayout(segment)) {
    return segment === defaultCollectionLayout ? '' : `layout=${segment}`;
  }
  return undefined;
}
