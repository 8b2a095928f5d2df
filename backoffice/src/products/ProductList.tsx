import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CategoryField } from './CategoryField';
import { CategoryFilterInput } from './CategoryFilterInput';
import { PercentField } from './PercentField';
import { StockField } from './StockField';
import { ThumbnailField } from './ThumbnailField';
import type { ProductRecord } from './types';
import { UsdField } from './UsdField';

// Delisted products stay in the back office (they can be looked up), but fade into the background.
const rowSx = (record: ProductRecord) => (record.listed ? {} : { opacity: 0.55 });

/** The server sorts products by id, price, stock and brand only. */
export const ProductList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.products.filters.search')}
    />,
    <CategoryFilterInput key="category" source="category" />,
    <TextInput key="brand" source="brand" />,
    <NullableBooleanInput key="listed" source="listed" />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      {/* Delisting is a decision per product, taken on its page: no row selection. */}
      <Datagrid rowClick="edit" bulkActionButtons={false} rowSx={rowSx}>
        <NumberField source="id" options={{ useGrouping: false }} />
        <ThumbnailField source="images" label="resources.products.fields.image" sortable={false} />
        <TextField source="title.en-US" label="resources.products.fields.title" sortable={false} />
        <TextField source="brand" />
        <CategoryField source="category" sortable={false} />
        <UsdField source="price" textAlign="right" />
        <PercentField source="discount" sortable={false} textAlign="right" />
        <UsdField source="charged" sortable={false} textAlign="right" />
        <StockField source="stock" textAlign="right" />
        <BooleanField source="listed" sortable={false} />
      </Datagrid>
    </List>
  );
};
