import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiState } from './useApi';

/** A loading spinner, an error with a retry, or the children drawn from the data. */
export function LoadState<T>({
  state,
  reload,
  children,
}: {
  state: ApiState<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (state.status === 'loading') {
    return (
      <Stack sx={{ p: 4, alignItems: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {translate('shop.figures.retry')}
          </Button>
        }
      >
        {translate('shop.figures.load_failed')} {state.message}
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
