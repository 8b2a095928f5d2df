import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  ReferenceInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { UsdField } from '../products/UsdField';
import { codeChoices, statusChoices } from './codes';

const sellerFilter = (
  <ReferenceInput key="accountId" source="accountId" reference="sellers" alwaysOn>
    <AutocompleteInput optionText="email" label="resources.ledger.fields.accountId" />
  </ReferenceInput>
);

const filters = [
  <TextInput key="q" source="q" label="resources.ledger.filters.search" alwaysOn />,
  <SelectArrayInput key="code" source="code" choices={codeChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <TextInput key="orderNumber" source="orderNumber" />,
];

const Actions = ({ staff }: { staff: boolean }) => (
  <TopToolbar>
    <FilterButton />
    {staff ? <CreateButton label="resources.ledger.actions.adjust" /> : null}
    <ExportButton maxResults={10_000} />
  </TopToolbar>
);

/** Every entry with its running balance; a seller's own wallet only, staff any (filter by seller). */
export const LedgerList = () => {
  const { permissions } = usePermissions();
  const staff = permissions === 'staff';
  return (
    <List
      filters={staff ? [sellerFilter, ...filters] : filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions staff={staff} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="createdAt" />
        {staff ? <TextField source="email" sortable={false} /> : null}
        <SelectField source="code" choices={codeChoices} />
        <TextField source="remark" sortable={false} />
        <UsdField source="income" sortable={false} />
        <UsdField source="outgo" sortable={false} />
        <UsdField source="balance" sortable={false} />
        <SelectField source="status" choices={statusChoices} />
        <TextField source="orderNumber" sortable={false} />
      </Datagrid>
    </List>
  );
};
