import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ModerateButton } from './ModerateButton';
import type { CommentRecord } from './types';

const rowSx = (record: CommentRecord) => (record.hidden ? { opacity: 0.55 } : {});

/** Every comment, hidden ones included, newest first: staff hide or show them here. */
export const CommentList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.comments.filters.search')}
    />,
    <TextInput key="slug" source="slug" />,
    <NullableBooleanInput key="hidden" source="hidden" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowSx={rowSx} rowClick={false}>
        <DateField source="createdAt" sortBy="created_at" showTime />
        <TextField source="slug" />
        <TextField source="authorName" sortBy="author_name" />
        <TextField source="body" sortable={false} />
        <BooleanField source="hidden" />
        <TextField source="hiddenReason" sortable={false} />
        <ModerateButton />
      </Datagrid>
    </List>
  );
};
