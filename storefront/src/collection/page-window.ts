export type PageLink = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and the neighbours of the current page,
 * with a gap where pages are left out.
 *
 * @example pageWindow(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function pageWindow(current: number, pages: number, neighbours = 1): readonly PageLink[] {
  const shown = new Set([1, pages]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) shown.add(page);
  const sorted = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  return sorted.flatMap((page, index): PageLink[] => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is shown as that page: the number is no wider than the ellipsis.
    return page === previous + 2 ? [previous + 1, page] : ['gap', page];
  });
}
