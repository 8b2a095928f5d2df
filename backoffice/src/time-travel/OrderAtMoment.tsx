import { List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LoadState } from '../accounting/LoadState';
import { useApi } from '../accounting/useApi';
import { useUsd } from '../accounting/useUsd';
import { courierStatusLabel, paymentStatusLabel, statusLabel } from '../orders/statusKeys';
import { orderAtUrl, orderFromSearch } from './orderAt';

interface OrderThen {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  courierStatus: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  currency: string;
  total: number;
  revenue: number;
  events: number;
  lastEventAt: string | null;
  timeline: { id: string; type: string; occurredAt: string; by: string; note?: string | null }[];
}

/**
 * One order as it stood at `moment`, from its events up to then: staff any order, a seller
 * their own (another's is not found).
 */
export const OrderAtMoment = ({ moment }: { moment: Date }) => {
  const translate = useTranslate();
  const usd = useUsd();
  const location = useLocation();
  const [orderNumber, setOrderNumber] = useState(() => orderFromSearch(location.search));
  const url = orderAtUrl(orderNumber, moment);
  const { state, reload } = useApi<OrderThen>(url);
  return (
    <>
      <Typography variant="h6" sx={{ mt: 4, mb: 1 }}>
        {translate('shop.time_travel.order_title')}
      </Typography>
      <TextField
        label={translate('shop.time_travel.order_number')}
        helperText={translate('shop.time_travel.order_hint')}
        value={orderNumber}
        onChange={(event) => setOrderNumber(event.target.value)}
        sx={{ mb: 2, minWidth: 280 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'order-at-number' } }}
      />
      {url ? (
        <LoadState state={state} reload={reload}>
          {(order) => (
            <Stack spacing={1} data-testid="order-then">
              <Typography>
                {translate('shop.time_travel.status_then')}:{' '}
                <strong>{translate(statusLabel(order.status))}</strong>
              </Typography>
              <Typography>
                {translate('shop.time_travel.payment_then')}:{' '}
                {translate(paymentStatusLabel(order.paymentStatus))}
              </Typography>
              <Typography>
                {translate('shop.time_travel.courier_then')}:{' '}
                {order.courierStatus ? translate(courierStatusLabel(order.courierStatus)) : '—'}
                {order.trackingUrl ? (
                  <>
                    {' · '}
                    <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {order.trackingNumber}
                    </Link>
                  </>
                ) : null}
              </Typography>
              <Typography>
                {translate('shop.time_travel.total_then')}:{' '}
                {order.total.toLocaleString(undefined, {
                  style: 'currency',
                  currency: order.currency,
                })}{' '}
                ({usd(order.revenue)})
              </Typography>
              <Typography color="text.secondary">
                {translate('shop.time_travel.events_then', { smart_count: order.events })}
              </Typography>
              <List dense>
                {order.timeline.map((entry) => (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText
                      primary={`${new Date(entry.occurredAt).toLocaleString()} · ${entry.type}`}
                      secondary={[entry.by, entry.note].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Stack>
          )}
        </LoadState>
      ) : null}
    </>
  );
};
