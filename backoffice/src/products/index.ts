import ProductIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ProductRecord } from './types';

// Each view is its own chunk, fetched the first time the view opens.
const ProductList = lazy(async () => ({ default: (await import('./ProductList')).ProductList }));
const ProductEdit = lazy(async () => ({ default: (await import('./ProductEdit')).ProductEdit }));
const ProductCreate = lazy(async () => ({
  default: (await import('./ProductCreate')).ProductCreate,
}));

/** Staff only: the server answers sellers 403 on `/api/admin/products`. */
export default {
  list: ProductList,
  edit: ProductEdit,
  create: ProductCreate,
  icon: ProductIcon,
  recordRepresentation: (record: ProductRecord) => `#${record.id} ${record.title['en-US']}`,
};
