import { Alert, Card, CardContent, List, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useUsd } from '../accounting/useUsd';
import type { Figures } from './figures';

/** What waits for the seller: orders with an issue or unpaid, charges waiting for a deposit, a low balance. */
export const PendingActions = ({ pending }: { pending: Figures['pending'] }) => {
  const translate = useTranslate();
  const usd = useUsd();
  const nothing = pending.orders.length === 0 && pending.charges === 0 && !pending.lowBalance;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('shop.figures.pending_actions')}
        </Typography>
        {nothing ? <Typography>{translate('shop.figures.nothing_pending')}</Typography> : null}
        {pending.lowBalance ? (
          <Alert severity="warning">{translate('shop.figures.low_balance')}</Alert>
        ) : null}
        {pending.charges > 0 ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('shop.figures.charges_pending', { smart_count: pending.charges })} (
            {usd(pending.chargesAmount)})
          </Alert>
        ) : null}
        <List dense>
          {pending.orders.map((order) => (
            <ListItemButton
              key={order.orderNumber}
              component={Link}
              to={`/ledger?filter=${encodeURIComponent(JSON.stringify({ orderNumber: order.orderNumber }))}`}
            >
              {order.reason === 'issue'
                ? translate('shop.figures.order_issue', { number: order.orderNumber })
                : translate('shop.figures.order_awaiting', {
                    number: order.orderNumber,
                    amount: usd(order.total),
                  })}
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
