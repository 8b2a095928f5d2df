import { Datagrid, DateField, List, TextField, TextInput } from 'react-admin';

/** Mail the shop kept instead of sending (the embedded default has no mail server). */
export const OutboxList = () => (
  <List
    filters={[<TextInput key="recipient" source="recipient" alwaysOn />]}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
  >
    <Datagrid
      bulkActionButtons={false}
      expand={<TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />}
    >
      <DateField source="createdAt" sortBy="created_at" showTime />
      <TextField source="recipient" sortable={false} />
      <TextField source="subject" sortable={false} />
    </Datagrid>
  </List>
);
