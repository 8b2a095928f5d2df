import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { courierStatusLabel, paymentStatusLabel, statusLabel } from './statusKeys';
import type { OrderRecord } from './types';

const colors: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  Processing: 'default',
  Purchasing: 'info',
  'Arrived at our warehouse': 'info',
  'Shipping domestically': 'primary',
  'Shipped internationally': 'success',
  'Has an issue': 'warning',
  Cancelled: 'error',
};

/** The order's status as a coloured chip, in the app's language. */
export const StatusField = (_props: { label?: string; sortBy?: string; source?: string }) => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colors[record.status] ?? 'default'}
      label={translate(statusLabel(record.status))}
    />
  );
};

export const PaymentStatusField = (_props: {
  label?: string;
  sortBy?: string;
  source?: string;
}) => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  return record ? <span>{translate(paymentStatusLabel(record.paymentStatus))}</span> : null;
};

export const CourierStatusField = (_props: {
  label?: string;
  sortBy?: string;
  source?: string;
}) => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.courierStatus) return null;
  return <span>{translate(courierStatusLabel(record.courierStatus))}</span>;
};
