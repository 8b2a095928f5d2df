import { Datagrid, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { UsdField } from '../products/UsdField';
import { SellerStatusButton } from './SellerStatusButton';
import { sellerStatusChoices } from './types';

const filters = [
  <TextInput key="q" source="q" label="resources.sellers.filters.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={sellerStatusChoices} alwaysOn />,
];

/** Staff: every reseller with their balance; suspend or reinstate from the row. */
export const SellerList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="email" />
      <TextField source="wechatId" sortable={false} />
      <TextField source="wechatNickname" sortable={false} />
      <SelectField source="status" choices={sellerStatusChoices} />
      <UsdField source="balance" />
      <DateTimeField source="createdAt" />
      <SellerStatusButton />
    </Datagrid>
  </List>
);
