import { useTranslation } from 'react-i18next';
import { ContactForm } from './ContactForm';
import { WarehouseMap } from './WarehouseMap';

/** `/page/contact`: a message to staff, and where the warehouse is. */
export function ContactPage() {
  const { t } = useTranslation();
  const title = t('pages.contact.title');
  return (
    <div className="container content-page">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('pages.contact.description')} />
      <h1 className="page-title">{title}</h1>
      <p className="content-page__intro">{t('pages.contact.intro')}</p>
      <div className="contact-layout">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('pages.contact.formTitle')}</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-warehouse">
          <h2 id="contact-warehouse">{t('pages.contact.warehouseTitle')}</h2>
          <WarehouseMap />
          <h3>{t('pages.contact.addressTitle')}</h3>
          <address className="contact-address">{t('pages.contact.address')}</address>
          <p>{t('pages.contact.hours')}</p>
        </section>
      </div>
    </div>
  );
}
