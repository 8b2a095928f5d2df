import { Admin, CustomRoutes, LoginWithEmail, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import events from './events';
import failedWorkflows from './failed-workflows';
import { i18nProvider } from './i18n/i18nProvider';
import { ShopLayout } from './layout/ShopLayout';
import listings from './listings';
import orders from './orders';
import products from './products';
import { TaobaoPage } from './taobao/TaobaoPage';
import type { Role } from './types';

export const App = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={ShopLayout}
    // The server signs users in by email, not by react-admin's default username.
    loginPage={LoginWithEmail}
    requireAuth
    disableTelemetry
  >
    {(permissions: Role) => (
      <>
        <Resource name="events" {...events} />
        {/* The catalogue is the shop's, not one seller's: only staff manage it. */}
        {permissions === 'staff' ? <Resource name="orders" {...orders} /> : null}
        {permissions === 'staff' ? <Resource name="products" {...products} /> : null}
        {permissions === 'staff' ? <Resource name="failed-workflows" {...failedWorkflows} /> : null}
        {/* A seller's own Taobao items; staff see every seller's. */}
        <Resource name="listings" {...listings} />
        {permissions === 'seller' ? (
          <CustomRoutes>
            <Route path="/taobao" element={<TaobaoPage />} />
          </CustomRoutes>
        ) : null}
      </>
    )}
  </Admin>
);
