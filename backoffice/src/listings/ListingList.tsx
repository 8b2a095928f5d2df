import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import type { ListingRecord } from './types';

const statuses = ['adding', 'onsale', 'delisted'] as const;

const StatusFilter = () => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="status"
      choices={statuses.map((id) => ({
        id,
        name: translate(`resources.listings.statuses.${id}`),
      }))}
      alwaysOn
    />
  );
};

const StatusText = () => {
  const translate = useTranslate();
  return (
    <FunctionField<ListingRecord>
      source="status"
      render={(record) => translate(`resources.listings.statuses.${record.status}`)}
    />
  );
};

/** A seller's Taobao items (staff see everyone's): what is on sale, at what price, how recently synced. */
export const ListingList = () => (
  <List
    filters={[<StatusFilter key="status" />]}
    sort={{ field: 'last_synced_at', order: 'DESC' }}
    empty={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="productId" sortable={false} />
      <TextField source="title" sortable={false} />
      <StatusText />
      <TextField source="numIid" sortable={false} />
      <NumberField source="priceCny" sortable={false} options={{ minimumFractionDigits: 2 }} />
      <NumberField source="quantity" sortable={false} />
      <DateTimeField source="lastSyncedAt" sortable={false} />
      <TextField source="lastError" sortable={false} emptyText="" />
    </Datagrid>
  </List>
);
