import { useTranslation } from 'react-i18next';
import { ReturnIcon } from '../icons/ReturnIcon';
import { TruckIcon } from '../icons/TruckIcon';

export function Footer() {
  const { t } = useTranslation();
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
      </div>
    </footer>
  );
}
