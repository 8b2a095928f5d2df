import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';

const SubscriberList = lazy(async () => ({
  default: (await import('./SubscriberList')).SubscriberList,
}));

/** Staff only: newsletter subscribers (`/api/admin/subscribers`), read only. */
export default {
  list: SubscriberList,
  icon: MarkEmailReadIcon,
  recordRepresentation: (record: { email: string }) => record.email,
};
