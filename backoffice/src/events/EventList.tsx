import {
  Datagrid,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from './DateTimeField';

/** The server sorts events by position, occurred_at, stream_name and type only. */
export const EventList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.events.filters.search')}
    />,
    <TextInput key="stream_name" source="stream_name" />,
    <TextInput key="type" source="type" />,
    <TextInput key="category" source="category" />,
    <TextInput key="correlation_id" source="correlation_id" />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'position', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      {/* The log is append-only: no row selection, so no bulk delete. */}
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="position" options={{ useGrouping: false }} />
        <DateTimeField source="occurred_at" />
        <TextField source="stream_name" />
        <NumberField source="revision" sortable={false} />
        <TextField source="type" />
        <TextField source="actor_label" sortable={false} />
        <TextField source="correlation_id" sortable={false} />
      </Datagrid>
    </List>
  );
};
