import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { toCreatePayload } from './productPayload';

export const ProductCreate = () => (
  <Create transform={toCreatePayload} redirect="edit">
    <ProductForm mode="create" />
  </Create>
);
