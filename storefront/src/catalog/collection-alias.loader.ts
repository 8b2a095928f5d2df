import { type LoaderFunctionArgs, redirect } from 'react-router';
import { layoutAliasQuery } from './collection-layout';

/**
 * The spec customizer's layout paths (`/collection/six-grid`, `/collection/list-view`) lead to
 * the whole collection in that layout; a category id renders its page as it is.
 */
export function collectionAlias({ params }: LoaderFunctionArgs): Response | null {
  const query = layoutAliasQuery(params.cid ?? '');
  if (query === undefined) return null;
  return redirect(`/collection/all${query ? `?${query}` : ''}`);
}

/** `/collection/leftsidebar/:cid`: the left sidebar is the collection page's own layout. */
export function leftSidebarAlias({ params }: LoaderFunctionArgs): Response {
  return redirect(`/collection/${encodeURIComponent(params.cid ?? 'all')}`);
}
