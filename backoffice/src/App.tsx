import { Admin, CustomRoutes, LoginWithEmail, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import affiliates from './affiliates';
import { authProvider } from './authProvider';
import comments from './comments';
import contactMessages from './contact-messages';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import events from './events';
import failedWorkflows from './failed-workflows';
import faq from './faq';
import { i18nProvider } from './i18n/i18nProvider';
import ledger from './ledger';
import { LedgerCreate } from './ledger/LedgerCreate';
import listings from './listings';
import looks from './looks';
import orders from './orders';
import outbox from './outbox';
import posts from './posts';
import products from './products';
import reviews from './reviews';
import { ShopLayout } from './ShopLayout';
import { SellerKeysPage } from './seller-account/SellerKeysPage';
import sellers from './sellers';
import statements from './statements';
import subscribers from './subscribers';
import { TaobaoPage } from './taobao/TaobaoPage';
import team from './team';
import { TimeTravelPage } from './time-travel/TimeTravelPage';
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
    {(permissions: Role) =>
      // A customer sees only the invitation to become a seller (the dashboard).
      permissions === 'customer' ? null : (
        <>
          <Resource
            name="ledger"
            {...ledger}
            create={permissions === 'staff' ? LedgerCreate : undefined}
          />
          <Resource name="statements" {...statements} />
          {/* Sellers read their own record through their keys page; only staff list sellers. */}
          {permissions === 'staff' ? (
            <Resource name="sellers" {...sellers} />
          ) : (
            <Resource
              name="sellers"
              show={sellers.show}
              recordRepresentation={sellers.recordRepresentation}
            />
          )}
          <Resource name="events" {...events} />
          <Resource name="orders" {...orders} />
          {/* The catalogue is the shop's, not one seller's: only staff manage it. */}
          {permissions === 'staff' ? <Resource name="products" {...products} /> : null}
          {permissions === 'staff' ? (
            <Resource name="failed-workflows" {...failedWorkflows} />
          ) : null}
          {/* The blog is the shop's voice: staff write posts and moderate comments. */}
          {permissions === 'staff' ? <Resource name="posts" {...posts} /> : null}
          {permissions === 'staff' ? <Resource name="comments" {...comments} /> : null}
          {permissions === 'staff' ? <Resource name="reviews" {...reviews} /> : null}
          {/* The content pages and what visitors send through them: staff only. */}
          {permissions === 'staff' ? (
            <>
              <Resource name="faq" {...faq} />
              <Resource name="team" {...team} />
              <Resource name="looks" {...looks} />
              <Resource name="subscribers" {...subscribers} />
              <Resource name="contact-messages" {...contactMessages} />
              <Resource name="outbox" {...outbox} />
            </>
          ) : null}
          {/* Which ?aid= links bring orders: the shop's marketing, staff's. */}
          {permissions === 'staff' ? <Resource name="affiliates" {...affiliates} /> : null}
          {/* A seller's own Taobao items; staff see every seller's. */}
          <Resource name="listings" {...listings} />
          <CustomRoutes>
            <Route path="/seller-keys" element={<SellerKeysPage />} />
            <Route path="/taobao" element={<TaobaoPage />} />
            <Route path="/time-travel" element={<TimeTravelPage />} />
          </CustomRoutes>
        </>
      )
    }
  </Admin>
);
