import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { Menu, useTranslate } from 'react-admin';

/** The seller's way to their Taobao page, beside the resources. */
export const TaobaoMenuItem = () => {
  const translate = useTranslate();
  return (
    <Menu.Item
      to="/taobao"
      primaryText={translate('shop.taobao.menu')}
      leftIcon={<ShoppingBagIcon />}
    />
  );
};
