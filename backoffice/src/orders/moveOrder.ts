import type { OrderStatus } from '@shop/core/shared';
import { httpClient } from '../dataProvider/httpClient';
import type { OrderDetail } from './types';

/** Statuses that need a note saying why. */
export const needsNote = (status: OrderStatus) =>
  status === 'Has an issue' || status === 'Cancelled';

/**
 * Moves an order, sending the revision the screen showed: if someone moved it meanwhile, the
 * server refuses with "This order was changed meanwhile; reload it".
 */
export async function moveOrder(
  orderNumber: string,
  status: OrderStatus,
  note: string,
  revision: number,
): Promise<OrderDetail> {
  const { json } = await httpClient(`/api/admin/orders/${orderNumber}/status`, {
    method: 'POST',
    body: JSON.stringify({ status, note, revision }),
  });
  return json as OrderDetail;
}
