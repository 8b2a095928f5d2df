/** A review as `/api/admin/reviews` answers it. */
export interface ReviewRecord {
  id: string;
  productId: number;
  customerId: string;
  authorName: string;
  rating: number;
  body: string;
  orderNumber: string;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
}
