import PrintIcon from '@mui/icons-material/Print';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  NumberField,
  ReferenceInput,
  TextField,
  TopToolbar,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { UsdField } from '../products/UsdField';

const sellerFilter = (
  <ReferenceInput key="accountId" source="accountId" reference="sellers" alwaysOn>
    <AutocompleteInput optionText="email" label="resources.statements.fields.accountId" />
  </ReferenceInput>
);

const Actions = ({ staff }: { staff: boolean }) => (
  <TopToolbar className="no-print">
    {staff ? <FilterButton /> : null}
    <Button label="resources.statements.actions.print" onClick={() => window.print()}>
      <PrintIcon />
    </Button>
    <ExportButton />
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { permissions } = usePermissions();
  return (
    <Typography sx={{ p: 3 }}>
      {translate(
        permissions === 'staff' && !filterValues.accountId
          ? 'resources.statements.pick_seller'
          : 'resources.statements.empty',
      )}
    </Typography>
  );
};

/** Monthly statements of one wallet, printable (the app's frame is hidden in print) and as CSV. */
export const StatementList = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const staff = permissions === 'staff';
  return (
    <List
      filters={staff ? [sellerFilter] : undefined}
      sort={{ field: 'month', order: 'DESC' }}
      actions={<Actions staff={staff} />}
      empty={false}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} empty={<Empty />}>
        <TextField source="month" />
        <UsdField source="opening" sortable={false} />
        <UsdField source="income" sortable={false} />
        <UsdField source="outgo" sortable={false} />
        <UsdField source="closing" sortable={false} />
        <NumberField source="entries" sortable={false} />
      </Datagrid>
      <Typography variant="caption" sx={{ p: 2, display: 'block' }}>
        {translate('resources.statements.note')}
      </Typography>
    </List>
  );
};
