import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EmptyList({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{message}</p>
      <Link className="button" to="/collection/all">
        {t('saved.continueShopping')}
      </Link>
    </div>
  );
}
