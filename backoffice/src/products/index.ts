import ProductIcon from '@mui/icons-material/Inventory2';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import type { ProductRecord } from './types';

/** Staff only: the server answers sellers 403 on `/api/admin/products`. */
export default {
  list: ProductList,
  edit: ProductEdit,
  create: ProductCreate,
  icon: ProductIcon,
  recordRepresentation: (record: ProductRecord) => `#${record.id} ${record.title['en-US']}`,
};
