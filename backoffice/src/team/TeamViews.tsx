import { TextField, TextInput } from 'react-admin';
import { EntryForm, entryViews } from '../page-entries/EntryForm';
import { EntryList } from '../page-entries/EntryList';

const TeamForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <EntryForm
    mode={mode}
    texts={[
      <TextInput key="name" source="name" helperText="shop.page_entries.helpers.translation" />,
      <TextInput key="role" source="role" />,
      <TextInput key="bio" source="bio" multiline minRows={3} />,
    ]}
  >
    <TextInput source="photo" helperText="shop.page_entries.helpers.image" />
  </EntryForm>
);

export const TeamList = () => (
  <EntryList>
    <TextField source="name.en-US" label="resources.team.fields.name" sortable={false} />
    <TextField source="role.en-US" label="resources.team.fields.role" sortable={false} />
  </EntryList>
);

export const { create: TeamCreate, edit: TeamEdit } = entryViews(TeamForm);
