import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import type { FailedWorkflowRecord } from './types';

/** Asks the workers to run a failed step again; the list shows when it is resolved. */
export const RetryButton = () => {
  const record = useRecordContext<FailedWorkflowRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  if (!record || record.resolved) return null;
  const retry = async () => {
    setSending(true);
    try {
      await httpClient(`/api/admin/failed-workflows/${record.id}/retry`, { method: 'POST' });
      notify('resources.failed-workflows.notifications.retry_requested', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      label="resources.failed-workflows.actions.retry"
      disabled={sending || record.retry_requested_at !== null}
      onClick={(event) => {
        // In a list row, the click must not open the record too.
        event.stopPropagation();
        void retry();
      }}
    >
      <ReplayIcon />
    </Button>
  );
};
