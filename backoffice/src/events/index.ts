import EventIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { EventRecord } from './types';

// Each view is its own chunk, fetched the first time the view opens.
const EventList = lazy(async () => ({ default: (await import('./EventList')).EventList }));
const EventShow = lazy(async () => ({ default: (await import('./EventShow')).EventShow }));

/** Read-only: events are facts, so there is no create, edit or delete. */
export default {
  list: EventList,
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: (record: EventRecord) => `#${record.position} ${record.type}`,
};
