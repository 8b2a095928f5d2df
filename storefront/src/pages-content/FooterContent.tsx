import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLinks } from './content-links';
import { NewsletterForm } from './NewsletterForm';

/** The footer's links to the information pages, and its newsletter sign-up. */
export function FooterContent() {
  const { t } = useTranslation();
  const linksId = useId();
  const newsletterId = useId();
  return (
    <>
      <nav className="site-footer__links" aria-labelledby={linksId}>
        <h2 id={linksId}>{t('pages.links.title')}</h2>
        <ul>
          {contentLinks.map(([path, key]) => (
            <li key={path}>
              <Link to={path}>{t(`pages.links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="site-footer__newsletter" aria-labelledby={newsletterId}>
        <h2 id={newsletterId}>{t('pages.newsletter.title')}</h2>
        <p>{t('pages.newsletter.intro')}</p>
        <NewsletterForm />
      </section>
    </>
  );
}
