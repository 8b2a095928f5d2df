import {
  ChipField,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';

/** The newsletter's sign-ups, newest first; only confirmed ones get the newsletter. */
export const SubscriberList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.subscribers.filters.search')}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={['pending', 'confirmed', 'unsubscribed'].map((id) => ({
        id,
        name: `resources.subscribers.statuses.${id}`,
      }))}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'requested_at', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="email" />
        <ChipField source="status" />
        <TextField source="language" sortable={false} />
        <DateField source="requestedAt" sortBy="requested_at" showTime />
        <DateField source="confirmedAt" sortBy="confirmed_at" showTime />
      </Datagrid>
    </List>
  );
};
