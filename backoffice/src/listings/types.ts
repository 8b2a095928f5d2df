/** A row of `GET /api/admin/listings`. */
export interface ListingRecord {
  id: string;
  sellerId: string;
  productId: number;
  title: string;
  category: string | null;
  status: 'adding' | 'onsale' | 'delisted';
  numIid: string | null;
  priceCny: number;
  quantity: number;
  delistReason: string | null;
  lastError: string | null;
  lastSyncedAt: string;
}
