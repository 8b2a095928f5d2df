import {
  ArrayInput,
  NumberInput,
  required,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { EntryForm, entryViews } from '../page-entries/EntryForm';
import { EntryList } from '../page-entries/EntryList';

const percent = [
  required(),
  (value: number) =>
    value < 0 || value > 100 ? 'shop.page_entries.validation.percent' : undefined,
];

const LookForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <EntryForm
    mode={mode}
    texts={[
      <TextInput key="title" source="title" helperText="shop.page_entries.helpers.translation" />,
      <TextInput key="description" source="description" multiline minRows={2} />,
    ]}
  >
    <TextInput
      source="image"
      validate={required()}
      helperText="resources.looks.helpers.image"
      fullWidth
    />
    <ArrayInput source="hotspots" helperText="resources.looks.helpers.hotspots">
      <SimpleFormIterator inline>
        <NumberInput source="productId" validate={required()} />
        <NumberInput source="x" validate={percent} />
        <NumberInput source="y" validate={percent} />
      </SimpleFormIterator>
    </ArrayInput>
  </EntryForm>
);

export const LookList = () => (
  <EntryList>
    <TextField source="title.en-US" label="resources.looks.fields.title" sortable={false} />
    <TextField source="image" sortable={false} />
  </EntryList>
);

export const { create: LookCreate, edit: LookEdit } = entryViews(LookForm);
