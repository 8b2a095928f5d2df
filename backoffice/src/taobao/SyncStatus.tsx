import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SyncProgress } from './types';

/** One sync as the seller follows it: under way (how far), or when it last ran, and what failed. */
export const SyncStatus = ({ label, sync }: { label: string; sync: SyncProgress }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = sync.finishedAt ? new Date(sync.finishedAt).toLocaleString(locale) : null;
  return (
    <div data-testid={`sync-${label}`}>
      <Typography variant="subtitle2">{translate(`shop.taobao.sync.${label}`)}</Typography>
      <Typography variant="body2">
        {sync.running
          ? translate('shop.taobao.sync.running', { done: sync.done, total: sync.total })
          : at
            ? translate('shop.taobao.sync.lastRun', { at })
            : translate('shop.taobao.sync.never')}
        {sync.failed > 0
          ? ` · ${translate('shop.taobao.sync.failed', { count: sync.failed })}`
          : ''}
      </Typography>
      {sync.lastError ? (
        <Typography variant="body2" color="error">
          {translate('shop.taobao.sync.lastError', { error: sync.lastError })}
        </Typography>
      ) : null}
    </div>
  );
};
