import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { SellerRecord } from './types';

const SellerList = lazy(async () => ({ default: (await import('./SellerList')).SellerList }));
const SellerShow = lazy(async () => ({ default: (await import('./SellerShow')).SellerShow }));
const SellerCreate = lazy(async () => ({
  default: (await import('./SellerCreate')).SellerCreate,
}));

/** Staff only: the server answers sellers 403 on the list. */
export default {
  list: SellerList,
  show: SellerShow,
  create: SellerCreate,
  icon: StorefrontIcon,
  recordRepresentation: (record: SellerRecord) => record.email,
};
