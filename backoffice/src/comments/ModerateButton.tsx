import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { CommentRecord } from './types';

/** Hides a comment from shoppers, or shows a hidden one again; its history stays. */
export const ModerateButton = () => {
  const record = useRecordContext<CommentRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<CommentRecord>();
  if (!record) return null;
  const hide = !record.hidden;
  return (
    <Button
      label={hide ? 'resources.comments.actions.hide' : 'resources.comments.actions.show'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'comments',
          { id: record.id, data: { hidden: hide }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(
                hide
                  ? 'resources.comments.notifications.hidden'
                  : 'resources.comments.notifications.shown',
              ),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
};
