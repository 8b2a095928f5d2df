import TimeIcon from '@mui/icons-material/Update';
import KeyIcon from '@mui/icons-material/VpnKey';
import { GlobalStyles } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, Menu, usePermissions } from 'react-admin';
import { TaobaoMenuItem } from './taobao/TaobaoMenuItem';

/** The resources, and the pages that are not resources: seller keys, Taobao and time travel. */
const ShopMenu = () => {
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'seller' ? (
        <Menu.Item to="/seller-keys" primaryText="shop.seller.menu_keys" leftIcon={<KeyIcon />} />
      ) : null}
      {permissions === 'seller' ? <TaobaoMenuItem /> : null}
      {permissions === 'seller' || permissions === 'staff' ? (
        <Menu.Item to="/time-travel" primaryText="shop.time_travel.menu" leftIcon={<TimeIcon />} />
      ) : null}
    </Menu>
  );
};

/** Printing a page (a statement) prints its content only, not the app's bars and menu. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, .RaSidebar-root, .no-print, .RaList-actions, .MuiToolbar-root': {
          display: 'none !important',
        },
        '.RaLayout-content': { padding: '0 !important' },
      },
    }}
  />
);

export const ShopLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ShopMenu}>
    {printStyles}
    {children}
  </Layout>
);
