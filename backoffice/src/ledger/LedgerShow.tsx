import {
  FunctionField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { UsdField } from '../products/UsdField';
import { codeChoices, type LedgerRecord, statusChoices } from './codes';
import { ReverseButton } from './ReverseButton';

const Actions = () => {
  const { permissions } = usePermissions();
  return <TopToolbar>{permissions === 'staff' ? <ReverseButton /> : null}</TopToolbar>;
};

/** One entry with its cause, actor and correlation id; staff may reverse it. */
export const LedgerShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="entryId" />
        <TextField source="email" />
        <DateTimeField source="createdAt" />
        <SelectField source="code" choices={codeChoices} />
        <SelectField source="status" choices={statusChoices} />
        <TextField source="remark" />
        <UsdField source="income" />
        <UsdField source="outgo" />
        <UsdField source="balance" />
        <FunctionField<LedgerRecord>
          source="foreign"
          render={(record) =>
            record.foreign
              ? translate('resources.ledger.foreign', {
                  amount: record.foreign.amount.toFixed(2),
                  currency: record.foreign.currency,
                  rate: record.foreign.rate,
                })
              : '—'
          }
        />
        <TextField source="orderNumber" emptyText="—" />
        <TextField source="causedBy" emptyText="—" />
        <TextField source="reverses" emptyText="—" />
        <TextField source="actor" />
        <TextField source="correlationId" />
      </SimpleShowLayout>
    </Show>
  );
};
