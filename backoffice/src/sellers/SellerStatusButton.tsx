import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { ReasonDialog } from './ReasonDialog';
import type { SellerRecord } from './types';

/** Staff: suspends an active seller or reinstates a suspended one, each with a reason. */
export const SellerStatusButton = () => {
  const record = useRecordContext<SellerRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const action = record.status === 'active' ? 'suspend' : 'reinstate';
  const submit = async (reason: string) => {
    await httpClient(`/api/admin/sellers/${record.id}/${action}`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
    notify(`resources.sellers.notifications.${action === 'suspend' ? 'suspended' : 'reinstated'}`, {
      type: 'info',
    });
    refresh();
  };
  return (
    <>
      <Button
        label={`resources.sellers.actions.${action}`}
        color={action === 'suspend' ? 'error' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {action === 'suspend' ? <BlockIcon /> : <RestoreIcon />}
      </Button>
      <ReasonDialog
        open={open}
        title={`resources.sellers.dialog.${action}_title`}
        titleArgs={{ email: record.email }}
        label="resources.sellers.dialog.reason"
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
};
