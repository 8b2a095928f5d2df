import MoveIcon from '@mui/icons-material/DoubleArrow';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type OrderStatus, orderStatuses } from '@shop/core/shared';
import { useState } from 'react';
import { Button, useListContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { moveOrder, needsNote } from './moveOrder';
import { statusLabel } from './statusKeys';
import type { OrderRecord } from './types';

interface Outcome {
  orderNumber: string;
  moved: boolean;
  message: string;
}

/**
 * Moves every selected order to one status, each on its own (with the revision the list showed),
 * then reports which moved and why the others did not.
 */
export const BulkMoveButton = () => {
  const { selectedIds, data } = useListContext<OrderRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('orders');
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<OrderStatus>('Purchasing');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Outcome[] | null>(null);

  const run = async () => {
    setBusy(true);
    const outcomes: Outcome[] = [];
    for (const id of selectedIds) {
      const record = data?.find((order) => order.id === id);
      if (!record) continue;
      try {
        await moveOrder(record.orderNumber, target, note, record.revision);
        outcomes.push({ orderNumber: record.orderNumber, moved: true, message: '' });
      } catch (error) {
        outcomes.push({
          orderNumber: record.orderNumber,
          moved: false,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    setBusy(false);
    setReport(outcomes);
    unselectAll();
    refresh();
  };
  const close = () => {
    setOpen(false);
    setReport(null);
    setNote('');
  };
  const moved = report?.filter((outcome) => outcome.moved) ?? [];
  const refused = report?.filter((outcome) => !outcome.moved) ?? [];

  return (
    <>
      <Button label="resources.orders.actions.bulk_move" onClick={() => setOpen(true)}>
        <MoveIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth>
        <DialogTitle>
          {report
            ? translate('resources.orders.dialogs.bulk_report', {
                moved: moved.length,
                refused: refused.length,
              })
            : translate('resources.orders.dialogs.bulk_title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          {report ? (
            <List dense>
              {report.map((outcome) => (
                <ListItem key={outcome.orderNumber}>
                  <ListItemText
                    primary={`${outcome.orderNumber}: ${translate(
                      outcome.moved
                        ? 'resources.orders.dialogs.bulk_moved'
                        : 'resources.orders.dialogs.bulk_refused',
                    )}`}
                    secondary={outcome.message || undefined}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <>
              <TextField
                select
                fullWidth
                margin="dense"
                label={translate('resources.orders.dialogs.bulk_target')}
                value={target}
                onChange={(event) => setTarget(event.target.value as OrderStatus)}
              >
                {orderStatuses.map((status) => (
                  <MenuItem key={status} value={status}>
                    {translate(statusLabel(status))}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                multiline
                margin="dense"
                label={translate('resources.orders.dialogs.note_label')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                helperText={
                  needsNote(target) ? translate('resources.orders.dialogs.note_required') : ' '
                }
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={close} />
          {report ? null : (
            <Button
              label="ra.action.confirm"
              disabled={busy || (needsNote(target) && note.trim() === '')}
              onClick={() => void run()}
            />
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
