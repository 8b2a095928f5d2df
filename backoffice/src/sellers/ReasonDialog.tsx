import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for a reason (or remark) before an action that needs one; shows the server's refusal. */
export const ReasonDialog = ({
  open,
  title,
  titleArgs,
  content,
  label,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  titleArgs?: Record<string, unknown>;
  content?: string;
  label: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        {content ? <DialogContentText>{translate(content)}</DialogContentText> : null}
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={translate(label)}
          value={reason}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={sending || reason.trim() === ''}
          onClick={() => void submit()}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
