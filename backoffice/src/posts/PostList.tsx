import {
  ChipField,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { PostRecord } from './types';

const rowSx = (record: PostRecord) => (record.status === 'published' ? {} : { opacity: 0.55 });

/** Newest first; the server sorts by slug, publication, last change and status. */
export const PostList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.posts.filters.search')}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={[
        { id: 'published', name: 'resources.posts.statuses.published' },
        { id: 'withdrawn', name: 'resources.posts.statuses.withdrawn' },
      ]}
    />,
    <TextInput key="tag" source="tag" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'published_at', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false} rowSx={rowSx}>
        <TextField source="slug" />
        <TextField source="title.en-US" label="resources.posts.fields.title" sortable={false} />
        <TextField source="kind" sortable={false} />
        <TextField source="tags" sortable={false} />
        <DateField source="publishedAt" sortBy="published_at" showTime />
        <ChipField source="status" />
      </Datagrid>
    </List>
  );
};
