import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../ui/FormAlert';
import { NewsletterForm } from './NewsletterForm';
import { followNewsletterLink, type LinkOutcome } from './newsletter-api';

/**
 * `/page/newsletter/confirm` and `/page/newsletter/unsubscribe`: where the mailed links lead.
 * Following a link again is harmless; a link that cannot work says why and offers a new sign-up.
 */
function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome>();

  useEffect(() => {
    let current = true;
    setOutcome(undefined);
    void followNewsletterLink(action, token).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [action, token]);

  const title = t('pages.newsletter.confirmTitle');
  const succeeded = outcome === 'confirmed' || outcome === 'unsubscribed';
  return (
    <div className="container content-page newsletter-link">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{title}</h1>
      {!outcome && (
        <p role="status">
          {t(
            action === 'confirm' ? 'pages.newsletter.confirming' : 'pages.newsletter.unsubscribing',
          )}
        </p>
      )}
      {outcome && (
        <FormAlert kind={succeeded ? 'success' : 'error'}>
          {t(outcome === 'failed' ? 'pages.loadFailed' : `pages.newsletter.${outcome}`)}
        </FormAlert>
      )}
      {outcome && !succeeded && (
        <section aria-label={t('pages.newsletter.signUpAgain')}>
          <h2>{t('pages.newsletter.signUpAgain')}</h2>
          <NewsletterForm />
        </section>
      )}
      <p>
        <Link to="/">{t('pages.newsletter.continueShopping')}</Link>
      </p>
    </div>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
