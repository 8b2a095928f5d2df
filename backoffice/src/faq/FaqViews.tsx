import { required, SelectInput, TextField, TextInput } from 'react-admin';
import { EntryForm, entryViews } from '../page-entries/EntryForm';
import { EntryList } from '../page-entries/EntryList';

const topics = ['shipping', 'duties', 'payment', 'returns', 'goods'].map((id) => ({
  id,
  name: `resources.faq.topics.${id}`,
}));

const FaqForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <EntryForm
    mode={mode}
    texts={[
      <TextInput
        key="question"
        source="question"
        helperText="shop.page_entries.helpers.translation"
      />,
      <TextInput key="answer" source="answer" multiline minRows={4} />,
    ]}
  >
    <SelectInput source="topic" choices={topics} validate={required()} />
  </EntryForm>
);

export const FaqList = () => (
  <EntryList>
    <TextField source="topic" sortable={false} />
    <TextField source="question.en-US" label="resources.faq.fields.question" sortable={false} />
  </EntryList>
);

export const { create: FaqCreate, edit: FaqEdit } = entryViews(FaqForm);
