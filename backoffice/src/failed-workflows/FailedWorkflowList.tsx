import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  TextField,
  TextInput,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { RetryButton } from './RetryButton';

const filters = [
  <NullableBooleanInput key="resolved" source="resolved" alwaysOn />,
  <TextInput key="workflow" source="workflow" />,
];

/** Steps that ran out of retries; open ones first. Staff retry them one by one. */
export const FailedWorkflowList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ resolved: false }}
    sort={{ field: 'id', order: 'DESC' }}
    empty={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <NumberField source="id" />
      <DateTimeField source="failed_at" />
      <TextField source="workflow" />
      <TextField source="step" />
      <NumberField source="attempts" sortable={false} />
      <TextField source="error_summary" sortable={false} />
      <BooleanField source="resolved" sortable={false} />
      <RetryButton />
    </Datagrid>
  </List>
);
