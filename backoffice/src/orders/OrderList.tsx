import { carrierIds, carriers, orderStatuses, paymentStatuses } from '@shop/core/shared';
import {
  DatagridConfigurable,
  DateInput,
  downloadCSV,
  ExportButton,
  type Exporter,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectColumnsButton,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { SiteInput } from '../affiliates/SiteInput';
import { DateTimeField } from '../events/DateTimeField';
import { BulkMoveButton } from './BulkMoveButton';
import { csvColumns, ordersCsv } from './ordersCsv';
import { CourierStatusField, PaymentStatusField, StatusField } from './StatusField';
import { StatusTabs } from './StatusTabs';
import { paymentStatusLabel, statusLabel } from './statusKeys';
import type { OrderRecord } from './types';

const usd = { style: 'currency', currency: 'USD' } as const;

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);

/** Every order, by status tab, filtered and sorted by the spec's order fields. */
export const OrderList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.orders.fields.q')}
    />,
    <DateInput key="createdFrom" source="createdFrom" alwaysOn />,
    <DateInput key="createdTo" source="createdTo" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={orderStatuses.map((status) => ({
        id: status,
        name: translate(statusLabel(status)),
      }))}
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      choices={paymentStatuses.map((status) => ({
        id: status,
        name: translate(paymentStatusLabel(status)),
      }))}
    />,
    <TextInput key="country" source="country" />,
    <SelectInput
      key="platform"
      source="platform"
      choices={[
        { id: 'shop', name: 'shop' },
        { id: 'taobao', name: 'taobao' },
      ]}
    />,
    <SiteInput key="siteId" source="siteId" />,
    <TextInput key="affiliateId" source="affiliateId" />,
    <SelectInput
      key="carrierId"
      source="carrierId"
      choices={carrierIds.map((id) => ({ id, name: carriers[id].name }))}
    />,
  ];
  const exporter: Exporter<OrderRecord> = (records) =>
    downloadCSV(
      ordersCsv(
        records,
        csvColumns.map((column) => translate(`resources.orders.fields.${column}`)),
      ),
      'orders',
    );
  const { permissions } = usePermissions();
  const staff = permissions === 'staff';
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      <StatusTabs />
      <DatagridConfigurable rowClick="show" bulkActionButtons={staff ? <BulkMoveButton /> : false}>
        <TextField source="orderNumber" />
        <TextField source="code" sortable={false} />
        <DateTimeField source="createdAt" />
        <StatusField source="status" label="resources.orders.fields.status" />
        <TextField source="country" />
        <TextField source="trackingNumber" />
        <CourierStatusField source="courierStatus" label="resources.orders.fields.courierStatus" />
        <NumberField source="weightGrams" />
        <NumberField source="shippingFee" options={usd} />
        <NumberField source="revenue" options={usd} />
        <NumberField source="salePrice" options={usd} />
        <NumberField source="profit" options={usd} />
        <TextField source="platform" />
        <NumberField source="siteId" sortable={false} />
        <TextField source="affiliateId" sortable={false} />
        <PaymentStatusField source="paymentStatus" label="resources.orders.fields.paymentStatus" />
        <FunctionField
          source="customerEmail"
          sortable={false}
          render={(record: OrderRecord) => record.customerEmail ?? ''}
        />
      </DatagridConfigurable>
    </List>
  );
};
