import type { ReactNode } from 'react';
import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';

const rowSx = (record: { hidden?: boolean }) => (record.hidden ? { opacity: 0.55 } : {});

/** A content page's entries in staff's order; hidden ones greyed out. */
export const EntryList = ({ children }: { children: ReactNode }) => (
  <List sort={{ field: 'position', order: 'ASC' }} perPage={50}>
    <Datagrid rowClick="edit" bulkActionButtons={false} rowSx={rowSx}>
      <NumberField source="position" />
      <TextField source="id" />
      {children}
      <BooleanField source="hidden" sortable={false} />
    </Datagrid>
  </List>
);
