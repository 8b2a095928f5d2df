import { Typography } from '@mui/material';
import {
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { UsdField } from '../products/UsdField';
import { SiteInput } from './SiteInput';
import type { AffiliateRow } from './types';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthHint = (value: string) =>
  value && !monthPattern.test(value) ? 'resources.affiliates.month_format' : undefined;

const filters = [
  <TextInput key="affiliateId" source="affiliateId" alwaysOn />,
  <TextInput key="from" source="from" alwaysOn placeholder="2026-01" validate={monthHint} />,
  <TextInput key="to" source="to" alwaysOn placeholder="2026-12" validate={monthHint} />,
  <SiteInput key="siteId" source="siteId" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);

/** The orders of one affiliate in one month, in the orders list. */
const OrdersLink = ({ record }: { record: AffiliateRow }) => {
  const [year, month] = record.month.split('-').map(Number);
  const filter = JSON.stringify({
    affiliateId: record.affiliateId,
    createdFrom: `${record.month}-01`,
    // The month's last millisecond (UTC), as the report counts months.
    createdTo: new Date(Date.UTC(year ?? 1970, month ?? 1, 1) - 1).toISOString(),
  });
  return (
    <Link to={`/orders?filter=${encodeURIComponent(filter)}`} onClick={(e) => e.stopPropagation()}>
      {record.orders}
    </Link>
  );
};

/** Staff: orders and revenue per affiliate (`?aid=` links) and month; CSV export. */
export const AffiliateList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'month', order: 'DESC' }}
      actions={<Actions />}
      perPage={50}
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 3 }}>{translate('resources.affiliates.empty')}</Typography>}
      >
        <TextField source="month" />
        <TextField source="affiliateId" />
        <FunctionField
          source="orders"
          render={(record: AffiliateRow) => <OrdersLink record={record} />}
        />
        <NumberField source="paidOrders" sortable={false} />
        <UsdField source="revenue" />
        <NumberField source="revenueCents" sortable={false} />
      </Datagrid>
      <Typography variant="caption" sx={{ p: 2, display: 'block' }}>
        {translate('resources.affiliates.note')}
      </Typography>
    </List>
  );
};
