/**
 * The spec's product page layouts, each a `?layout=` of the one product page. The default shows
 * the thumbnails under the image, without a sidebar.
 */
export const productLayouts = [
  'thumbs-bottom',
  'thumbs-left',
  'thumbs-right',
  'thumbs-top',
  'image-right',
  'four-image',
  'left-sidebar',
  'right-sidebar',
  'bundle',
] as const;
export type ProductLayout = (typeof productLayouts)[number];

export const defaultProductLayout: ProductLayout = 'thumbs-bottom';

/** The layout a URL asks for; anything else is the default. */
export function parseProductLayout(value: string | null): ProductLayout {
  return (productLayouts as readonly (string | null)[]).includes(value)
    ? (value as ProductLayout)
    : defaultProductLayout;
}

/** Where the page's sidebar goes, if it has one. */
export function productSidebar(layout: ProductLayout): 'start' | 'end' | undefined {
  if (layout === 'left-sidebar') return 'start';
  if (layout === 'right-sidebar') return 'end';
  return undefined;
}
