import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OrderStatus } from '@shop/core/shared';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { moveOrder, needsNote } from './moveOrder';
import { statusLabel } from './statusKeys';
import type { OrderRecord } from './types';

/**
 * One button per status the order may move to now (the server says which); Has an issue and
 * Cancelled ask for a note first.
 */
export const MoveButtons = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const move = async (status: OrderStatus, why: string) => {
    setBusy(true);
    try {
      await moveOrder(record.orderNumber, status, why, record.revision);
      notify('resources.orders.notifications.moved', {
        type: 'success',
        messageArgs: { status: translate(statusLabel(status)) },
      });
      setAsking(null);
      setNote('');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {record.nextStatuses.map((status) => (
          <Button
            key={status}
            variant="outlined"
            disabled={busy}
            color={
              status === 'Cancelled' ? 'error' : status === 'Has an issue' ? 'warning' : 'primary'
            }
            label={translate(statusLabel(status))}
            onClick={() => (needsNote(status) ? setAsking(status) : void move(status, ''))}
          />
        ))}
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth>
        <DialogTitle>
          {asking
            ? translate('resources.orders.dialogs.note_title', {
                number: record.orderNumber,
                status: translate(statusLabel(asking)),
              })
            : null}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="note"
            label={translate('resources.orders.dialogs.note_label')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            helperText={translate('resources.orders.dialogs.note_required')}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setAsking(null)} />
          <Button
            label="ra.action.confirm"
            disabled={busy || note.trim() === ''}
            onClick={() => asking && void move(asking, note)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
