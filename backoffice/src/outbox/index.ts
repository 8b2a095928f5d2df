import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

const OutboxList = lazy(async () => ({ default: (await import('./OutboxList')).OutboxList }));

/** Staff only: the local mail outbox (`/api/admin/outbox`), read only. */
export default {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: (record: { subject: string }) => record.subject,
};
