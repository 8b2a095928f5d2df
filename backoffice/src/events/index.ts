import EventIcon from '@mui/icons-material/History';
import { EventList } from './EventList';
import { EventShow } from './EventShow';
import type { EventRecord } from './types';

/** Read-only: events are facts, so there is no create, edit or delete. */
export default {
  list: EventList,
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: (record: EventRecord) => `#${record.position} ${record.type}`,
};
