import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The body of the not-found and error pages: a big status code, a heading, the way home. */
export function StatusMessage({
  status,
  title,
  message,
}: {
  status: number;
  title: string;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="container status-message">
      <title>{title}</title>
      <p className="status-message__code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      {message && <p>{message}</p>}
      <Link className="button" to="/">
        {t('navigation.backHome')}
      </Link>
    </section>
  );
}
