import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';

/** Messages from the contact form, newest first; a row opens to the whole message. */
export const ContactMessageList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('resources.contact-messages.filters.search')}
        />,
      ]}
      sort={{ field: 'received_at', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid
        bulkActionButtons={false}
        expand={<TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />}
      >
        <DateField source="receivedAt" sortBy="received_at" showTime />
        <TextField source="name" sortable={false} />
        <EmailField source="email" />
        <TextField source="subject" sortable={false} />
        <TextField source="language" sortable={false} />
      </Datagrid>
    </List>
  );
};
