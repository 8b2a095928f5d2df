import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The narrow column the sign-in, register and password pages sit in. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container account-card">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
