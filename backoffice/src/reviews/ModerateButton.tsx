import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ReviewRecord } from './types';

/** Hides a review from shoppers (and from the average), or shows it again; its history stays. */
export const ModerateButton = () => {
  const record = useRecordContext<ReviewRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ReviewRecord>();
  if (!record) return null;
  const hide = !record.hidden;
  return (
    <Button
      label={hide ? 'resources.reviews.actions.hide' : 'resources.reviews.actions.show'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'reviews',
          { id: record.id, data: { hidden: hide }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(
                hide
                  ? 'resources.reviews.notifications.hidden'
                  : 'resources.reviews.notifications.shown',
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
