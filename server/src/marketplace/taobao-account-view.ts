import type { TaobaoAccountRow, TaobaoSyncRow } from '@shop/core';

/** A sync as the seller sees it: under way or not, how far, when it last ran, what failed. */
function syncView(row: TaobaoSyncRow | undefined) {
  return {
    running: row?.running ?? false,
    done: row?.done ?? 0,
    total: row?.total ?? 0,
    failed: row?.failed ?? 0,
    lastError: row?.last_error ?? null,
    startedAt: row?.started_at ?? null,
    finishedAt: row?.finished_at ?? null,
  };
}

/** `GET /api/admin/taobao`: the seller's link, settings, standing and syncs. */
export function taobaoAccountView(
  sellerId: string,
  account: TaobaoAccountRow | undefined,
  syncs: readonly TaobaoSyncRow[],
) {
  return {
    sellerId,
    link: account?.link_status ?? 'none',
    nick: account?.nick ?? null,
    sessionExpiresAt: account?.session_expires_at ?? null,
    categories: account?.categories ?? [],
    markupPercent: account?.markup_percent ?? 0,
    markupFixedCny: (account?.markup_fixed_fen ?? 0) / 100,
    suspended: account?.suspended_for != null,
    notice: account?.notice ?? null,
    syncs: {
      listings: syncView(syncs.find((sync) => sync.kind === 'listings')),
      orders: syncView(syncs.find((sync) => sync.kind === 'orders')),
    },
  };
}
