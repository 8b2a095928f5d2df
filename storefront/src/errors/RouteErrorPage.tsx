import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../feedback/chunk-reload';
import { browserStorage } from '../storage/key-value-storage';
import { NotFoundPage } from './NotFoundPage';
import { StatusMessage } from './StatusMessage';

/**
 * Shown when a route's loader or component fails; a 404 thrown by a loader is a missing page.
 * A page whose chunk failed to load (a new release replaced it) reloads once instead.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A chunk error shows nothing until the effect knows whether the page reloads.
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    const storage = browserStorage('sessionStorage');
    setReloading(reloadAfterChunkError(error, { storage, reload: () => window.location.reload() }));
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  if (reloading) return null;
  return <StatusMessage status={status} title={t('error.title')} message={t('error.message')} />;
}
