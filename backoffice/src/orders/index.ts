import OrderIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';
import type { OrderRecord } from './types';

// Each view is its own chunk, fetched the first time the view opens.
const OrderList = lazy(async () => ({ default: (await import('./OrderList')).OrderList }));
const OrderShow = lazy(async () => ({ default: (await import('./OrderShow')).OrderShow }));

/** Staff run every order from payment to delivery here. */
export default {
  list: OrderList,
  show: OrderShow,
  icon: OrderIcon,
  recordRepresentation: (record: OrderRecord) => record.orderNumber,
};
