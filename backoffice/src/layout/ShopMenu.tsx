import { Menu, usePermissions } from 'react-admin';
import { TaobaoMenuItem } from '../taobao/TaobaoMenuItem';
import type { Role } from '../types';

/** The resources, and for sellers their Taobao page. */
export const ShopMenu = () => {
  const { permissions } = usePermissions<Role>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'seller' ? <TaobaoMenuItem /> : null}
    </Menu>
  );
};
