import CallSplitIcon from '@mui/icons-material/CallSplit';
import ViewStreamIcon from '@mui/icons-material/ViewStream';
import { Button, LinkBase, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { filterSearch } from './filterLink';
import type { EventRecord } from './types';

/** From one event to its neighbours: the rest of its stream, and everything one request caused. */
export const EventShowActions = () => {
  const record = useRecordContext<EventRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const pathname = createPath({ resource: 'events', type: 'list' });
  return (
    <TopToolbar>
      <Button
        component={LinkBase}
        to={{ pathname, search: filterSearch({ stream_name: record.stream_name }) }}
        label="resources.events.actions.same_stream"
      >
        <ViewStreamIcon />
      </Button>
      <Button
        component={LinkBase}
        to={{ pathname, search: filterSearch({ correlation_id: record.correlation_id }) }}
        label="resources.events.actions.same_correlation"
      >
        <CallSplitIcon />
      </Button>
    </TopToolbar>
  );
};
