export interface Totals {
  orders: number;
  revenue: number;
  purchaseCost: number;
  shipping: number;
  fees: number;
  profit: number;
}

/** `GET /api/admin/dashboard` */
export interface Figures {
  scope: 'all' | 'seller';
  totals: Totals & { balance: number };
  days: (Totals & { day: string })[];
  ordersByStatus: { status: string; count: number }[];
  pending: {
    orders: {
      orderNumber: string;
      status: string;
      total: number;
      reason: 'issue' | 'awaiting_deposit';
    }[];
    charges: number;
    chargesAmount: number;
    lowBalance: boolean;
  };
  topSellers: (Totals & { accountId: string; email: string | null })[];
  lowBalances: { accountId: string; email: string; balance: number }[];
}

/** `YYYY-MM-DD` of a date, in UTC like the server's days. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
