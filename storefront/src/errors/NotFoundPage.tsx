import { useTranslation } from 'react-i18next';
import { StatusMessage } from './StatusMessage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusMessage status={404} title={t('notFound.title')} />;
}
