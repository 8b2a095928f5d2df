import RefreshIcon from '@mui/icons-material/Refresh';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import type { OrderRecord } from './types';

/** Asks the carrier about this parcel now, instead of at the next scheduled round. */
export const RefreshTrackingButton = () => {
  const record = useRecordContext<OrderRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record?.trackingNumber) return null;
  const run = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(
        `/api/admin/orders/${record.orderNumber}/tracking/refresh`,
        { method: 'POST' },
      );
      notify('resources.orders.notifications.tracking_refreshed', {
        type: 'info',
        messageArgs: { count: (json as { newScans?: number }).newScans ?? 0 },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button
      label="resources.orders.actions.refresh_tracking"
      disabled={busy}
      onClick={() => void run()}
    >
      <RefreshIcon />
    </Button>
  );
};
