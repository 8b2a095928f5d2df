import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { StatusMessage } from './StatusMessage';

/** Shown when a route's loader or component fails; a 404 thrown by a loader is a missing page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  return <StatusMessage status={status} title={t('error.title')} message={t('error.message')} />;
}
