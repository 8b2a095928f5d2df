import type { TaobaoItem, TaobaoSellerClient, TaobaoTrade } from '../taobao/taobao-client.js';
import { TaobaoError, TaobaoRateLimitError } from '../taobao/taobao-error.js';
import { modifiedWindows } from '../taobao/taobao-trade-windows.js';

/** Tries of one call that may safely be repeated (a read, or a write that sets a value). */
const repeatableTries = 4;

/**
 * Runs a call that may safely be sent again (a read, or a write that sets rather than adds), up
 * to a few times while Taobao fails it in a way that may pass. Never for `taobao.item.add`:
 * a second add is a second item.
 */
export async function repeatable<T>(call: () => Promise<T>, tries = repeatableTries): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof TaobaoError) || !error.retryable || attempt >= tries) throw error;
      const wait = error instanceof TaobaoRateLimitError ? error.retryAfterMs : 100 * attempt;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait ?? 1000, 5000)));
    }
  }
}

/** Every item the seller has on sale, page by page, each page tried again while it fails. */
export async function itemsOnSale(shop: TaobaoSellerClient): Promise<Map<string, TaobaoItem>> {
  const pageSize = 200;
  const items = new Map<string, TaobaoItem>();
  for (let pageNo = 1; ; pageNo++) {
    const page = await repeatable(() => shop.onsaleItems({ pageNo, pageSize }));
    for (const item of page.items) if (item.outerId !== undefined) items.set(item.outerId, item);
    if (page.items.length < pageSize || pageNo * pageSize >= page.totalResults) return items;
  }
}

/**
 * Trades modified from `start` to `end`, window by window (a day at most) and page by page, each
 * page tried again while it fails; a trade on a window's boundary comes once.
 */
export async function tradesModified(
  shop: TaobaoSellerClient,
  start: Date,
  end: Date,
): Promise<TaobaoTrade[]> {
  const seen = new Map<string, TaobaoTrade>();
  if (end.getTime() - start.getTime() < 1000) return [];
  for (const window of modifiedWindows(start, end)) {
    for (let pageNo = 1; ; pageNo++) {
      const page = await repeatable(() =>
        shop.soldTradesIncrement({
          startModified: window.start,
          endModified: window.end,
          pageNo,
          pageSize: 100,
        }),
      );
      for (const trade of page.trades) {
        const known = seen.get(trade.tid);
        if (!known || known.modified < trade.modified) seen.set(trade.tid, trade);
      }
      if (!page.hasNext) break;
    }
  }
  return [...seen.values()];
}
