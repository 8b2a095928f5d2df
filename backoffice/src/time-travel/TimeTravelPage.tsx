import { Card, CardContent, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { LoadState } from '../accounting/LoadState';
import { SellerPicker } from '../accounting/SellerPicker';
import { useApi } from '../accounting/useApi';
import { useUsd } from '../accounting/useUsd';
import { OrderAtMoment } from './OrderAtMoment';

interface WalletThen {
  balance: number;
  entries: number;
  at: string;
  pending: { entryId: string; code: string; amount: number; remark: string }[];
}

/** `YYYY-MM-DDTHH:mm` in the browser's zone, as a datetime-local input holds it. */
const localInputValue = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * A wallet and an order as they stood at a chosen moment: staff pick any seller and any order,
 * a seller sees their own.
 */
export const TimeTravelPage = () => {
  const translate = useTranslate();
  const usd = useUsd();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const [picked, setPicked] = useState<string | null>(null);
  const [moment, setMoment] = useState(() => localInputValue(new Date()));
  const accountId = permissions === 'staff' ? picked : (identity?.id as string | undefined);
  const at = new Date(moment);
  const url =
    accountId && !Number.isNaN(at.getTime())
      ? `/api/admin/wallets/${accountId}?at=${encodeURIComponent(at.toISOString())}`
      : null;
  const { state, reload } = useApi<WalletThen>(url);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="shop.time_travel.title" />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('shop.time_travel.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          {permissions === 'staff' ? <SellerPicker value={picked} onChange={setPicked} /> : null}
          <TextField
            type="datetime-local"
            label={translate('shop.time_travel.moment')}
            value={moment}
            onChange={(event) => setMoment(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {url ? (
          <LoadState state={state} reload={reload}>
            {(wallet) => (
              <>
                <Typography variant="overline">
                  {translate('shop.time_travel.balance_then')}
                </Typography>
                <Typography variant="h4" data-testid="balance-then">
                  {usd(wallet.balance)}
                </Typography>
                <Typography color="text.secondary">
                  {translate('shop.time_travel.entries_then', { smart_count: wallet.entries })}
                </Typography>
                <Typography variant="overline" sx={{ mt: 2, display: 'block' }}>
                  {translate('shop.time_travel.pending_then')}
                </Typography>
                {wallet.pending.length === 0 ? (
                  <Typography>{translate('shop.time_travel.none_pending')}</Typography>
                ) : (
                  <List dense>
                    {wallet.pending.map((charge) => (
                      <ListItem key={charge.entryId}>
                        {translate(`resources.ledger.codes.${charge.code}`)} · {usd(charge.amount)}{' '}
                        · {charge.remark}
                      </ListItem>
                    ))}
                  </List>
                )}
              </>
            )}
          </LoadState>
        ) : null}
        <OrderAtMoment moment={at} />
      </CardContent>
    </Card>
  );
};
