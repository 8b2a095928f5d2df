import {
  AutocompleteInput,
  Create,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';

const directions = [
  { id: 'credit', name: 'resources.ledger.directions.credit' },
  { id: 'debit', name: 'resources.ledger.directions.debit' },
];

/** Staff: a credit or debit on a seller's wallet, with the remark that says why. */
export const LedgerCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ direction: 'credit' }}>
      <ReferenceInput source="accountId" reference="sellers">
        <AutocompleteInput optionText="email" validate={required()} />
      </ReferenceInput>
      <RadioButtonGroupInput source="direction" choices={directions} validate={required()} />
      <NumberInput source="amount" min={0.01} step={0.01} validate={[required(), minValue(0.01)]} />
      <TextInput source="remark" multiline fullWidth validate={required()} />
    </SimpleForm>
  </Create>
);
