import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CollectionQuery,
  collectionSearchParams,
  parseCollectionQuery,
} from '../catalog/collection-query';

/**
 * The listing's filters, order, page and layout, read from and written to the URL, so a
 * listing can be shared and survives a reload. Filter changes keep the scroll position; a new
 * page scrolls to the top like any other page.
 */
export function useCollectionQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCollectionQuery(params), [params]);
  const setQuery = useCallback(
    (next: CollectionQuery, { scrollToTop = false } = {}) => {
      // Synchronous, so a checkbox shows its new state at once instead of flicking back first.
      setParams(collectionSearchParams(next), {
        preventScrollReset: !scrollToTop,
        flushSync: true,
      });
    },
    [setParams],
  );
  return [query, setQuery] as const;
}
