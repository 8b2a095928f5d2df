import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type OrderStatus, orderStatuses } from '@shop/core/shared';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { statusLabel } from './statusKeys';

/** How many orders of `status` the other filters leave: one row is asked for, the total read. */
const TabLabel = ({ status, label }: { status: OrderStatus | null; label: string }) => {
  const { filterValues } = useListContext();
  const { status: _status, ...others } = filterValues as Record<string, unknown>;
  const { total } = useGetList('orders', {
    filter: status ? { ...others, status } : others,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <span>
      {label} ({total ?? '…'})
    </span>
  );
};

/** One tab per status (and All), each with its count under the other filters. */
export const StatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const current = (filterValues as { status?: OrderStatus }).status ?? 'all';
  return (
    <Tabs
      value={current}
      variant="scrollable"
      onChange={(_event, value: string) => {
        const { status: _status, ...others } = filterValues as Record<string, unknown>;
        setFilters(value === 'all' ? others : { ...others, status: value }, displayedFilters);
      }}
    >
      <Tab
        value="all"
        label={<TabLabel status={null} label={translate('resources.orders.tabs.all')} />}
      />
      {orderStatuses.map((status) => (
        <Tab
          key={status}
          value={status}
          label={<TabLabel status={status} label={translate(statusLabel(status))} />}
        />
      ))}
    </Tabs>
  );
};
