import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  TextField,
} from 'react-admin';
import { ModerateButton } from './ModerateButton';
import type { ReviewRecord } from './types';

const rowSx = (record: ReviewRecord) => (record.hidden ? { opacity: 0.55 } : {});

/** Every review, hidden ones included, newest first: staff hide or show them here. */
export const ReviewList = () => {
  const filters = [
    <NumberInput key="productId" source="productId" />,
    <NumberInput key="rating" source="rating" min={1} max={5} />,
    <NullableBooleanInput key="hidden" source="hidden" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowSx={rowSx} rowClick={false}>
        <DateField source="createdAt" sortBy="created_at" showTime />
        <NumberField source="productId" sortBy="product_id" options={{ useGrouping: false }} />
        <TextField source="authorName" sortable={false} />
        <NumberField source="rating" />
        <TextField source="body" sortable={false} />
        <TextField source="orderNumber" sortable={false} />
        <BooleanField source="hidden" />
        <TextField source="hiddenReason" sortable={false} />
        <ModerateButton />
      </Datagrid>
    </List>
  );
};
