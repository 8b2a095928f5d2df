import { useTranslation } from 'react-i18next';

/** What a content section shows while it loads, when it failed, or when it has nothing. */
export function ContentState({
  loading,
  error,
  empty,
  emptyText,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{t('pages.loadFailed')}</p>;
  if (loading) return <div className="content-skeleton" aria-hidden="true" />;
  return empty ? <p className="content-empty">{emptyText}</p> : null;
}
