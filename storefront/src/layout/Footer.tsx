import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultLanguage, isLanguage } from '../i18n/languages';
import { ReturnIcon } from '../icons/ReturnIcon';
import { TruckIcon } from '../icons/TruckIcon';
import { FooterContent } from '../pages-content/FooterContent';
import { type TermsName, termsHref } from '../terms/terms-links';

const policyLinks = [
  ['AboutDelivery', 'aboutDelivery'],
  ['ReturnExchange', 'returnExchange'],
  ['ContactUs', 'contactUs'],
  ['PrivacyPolicy', 'privacyPolicy'],
  ['TermsOfUse', 'termsOfUse'],
] as const satisfies readonly (readonly [TermsName, string])[];

export function Footer() {
  const { t, i18n } = useTranslation();
  const linksId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <section className="site-footer__policy">
          <TruckIcon />
          <div>
            <h2>{t('footer.deliveryTitle')}</h2>
            <p>{t('footer.delivery')}</p>
          </div>
        </section>
        <section className="site-footer__policy">
          <ReturnIcon />
          <div>
            <h2>{t('footer.returnsTitle')}</h2>
            <p>{t('footer.returns')}</p>
          </div>
        </section>
        <nav className="site-footer__links" aria-labelledby={linksId}>
          <h2 id={linksId}>{t('footer.customerService')}</h2>
          <ul>
            {policyLinks.map(([name, key]) => (
              <li key={name}>
                <Link to={termsHref(name, language)}>{t(`footer.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterContent />
      </div>
      <p className="container site-footer__legal">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
