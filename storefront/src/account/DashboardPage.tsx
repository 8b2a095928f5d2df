import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderDetail } from '../orders/OrderDetail';
import { OrderList } from '../orders/OrderList';
import { AccountLayout } from './AccountLayout';
import { RequireLogin } from './RequireLogin';

/** `/page/account/dashboard`: the orders, or one of them with `?order=`. */
export function DashboardPage() {
  return (
    <RequireLogin>
      <Dashboard />
    </RequireLogin>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  return (
    <AccountLayout
      title={orderNumber ? t('orders.detailTitle', { number: orderNumber }) : t('orders.title')}
    >
      {orderNumber ? <OrderDetail key={orderNumber} orderNumber={orderNumber} /> : <OrderList />}
    </AccountLayout>
  );
}
