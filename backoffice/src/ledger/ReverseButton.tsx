import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { ReasonDialog } from '../sellers/ReasonDialog';
import type { LedgerRecord } from './codes';

/** Staff: corrects a posted entry with a new one that gives its amount back. */
export const ReverseButton = () => {
  const record = useRecordContext<LedgerRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  if (record?.status !== 'posted') return null;
  const submit = async (remark: string) => {
    const { json } = await httpClient(
      `/api/admin/ledger/${encodeURIComponent(record.id)}/reverse`,
      { method: 'POST', body: JSON.stringify({ remark }) },
    );
    notify('resources.ledger.notifications.reversed', { type: 'info' });
    redirect('show', 'ledger', (json as LedgerRecord).id);
  };
  return (
    <>
      <Button label="resources.ledger.actions.reverse" onClick={() => setOpen(true)}>
        <UndoIcon />
      </Button>
      <ReasonDialog
        open={open}
        title="resources.ledger.dialog.reverse_title"
        content="resources.ledger.dialog.reverse_content"
        label="resources.ledger.dialog.remark"
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
};
