import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoginRedirect } from '../account/LoginRedirect';
import { CartSync } from '../cart/CartSync';
import { MerchModals } from '../merch/MerchModals';
import { NewsletterModal } from '../pages-content/NewsletterModal';
import { ApplySettings } from '../settings/ApplySettings';
import { TakenOver } from '../ssr/TakenOver';
import { ErrorToasts } from './ErrorToasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { ScrollTopButton } from './ScrollTopButton';

export function Layout() {
  // The whole layout is a boundary too, so that React takes nothing over in the one task that it
  // cannot split: it renders the root synchronously, and the first run of the layout's code (the
  // router's, i18next's, React's own) took 200 ms and more on a throttled phone. Inside a
  // boundary the work is cut into slices, with input and paint between them.
  return (
    <Suspense>
      <LayoutParts />
    </Suspense>
  );
}

function LayoutParts() {
  const { t } = useTranslation();
  return (
    <>
      <ApplySettings />
      <CartSync />
      <LoginRedirect />
      <LoadingBar />
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {/* Each part of a page the server drew is taken over on its own (React hydrates each
          Suspense boundary apart, yielding between them), so a slow phone stays responsive; a
          tap on a part not yet taken over takes that part over at once and then acts. */}
      <Suspense>
        <Header />
        <TakenOver part="header" />
      </Suspense>
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense>
          <Outlet />
          <TakenOver part="page" />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
        <TakenOver part="footer" />
      </Suspense>
      <ScrollTopButton />
      <ErrorToasts />
      <NewsletterModal />
      <MerchModals />
      {/* A new page starts at the top (or at its #hash target); Back restores where the shopper was. */}
      <ScrollRestoration />
    </>
  );
}
