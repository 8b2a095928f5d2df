import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { LoadState } from '../accounting/LoadState';
import { useApi } from '../accounting/useApi';
import { httpClient } from '../dataProvider/httpClient';
import type { SellerRecord } from '../sellers/types';

/**
 * What a signed-in customer sees: the form that makes their account a seller, or, when staff
 * suspended their seller account, the reason.
 */
export const BecomeSeller = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { state, reload } = useApi<SellerRecord>('/api/seller');
  const [wechatId, setWechatId] = useState('');
  const [wechatNickname, setWechatNickname] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await httpClient('/api/seller', {
        method: 'POST',
        body: JSON.stringify({ wechatId, wechatNickname }),
      });
      notify('shop.seller.became', { type: 'success' });
      // The seller's view of the back office: menus and permissions are read afresh.
      window.location.assign(`${window.location.pathname}#/`);
      window.location.reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSending(false);
    }
  };
  // No seller record (404) is the usual case here: show the form.
  const notSeller =
    state.status === 'error' || (state.status === 'done' && state.data.status !== 'suspended');
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="shop.seller.become_title" />
      <CardContent>
        {state.status === 'loading' ? (
          <LoadState state={state} reload={reload}>
            {() => null}
          </LoadState>
        ) : notSeller ? (
          <Stack
            component="form"
            spacing={2}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Typography variant="h5" component="h2">
              {translate('shop.seller.become_title')}
            </Typography>
            <Typography>{translate('shop.seller.become_intro')}</Typography>
            <TextField
              label={translate('resources.sellers.fields.wechatId')}
              value={wechatId}
              required
              name="wechatId"
              onChange={(event) => setWechatId(event.target.value)}
            />
            <TextField
              label={translate('resources.sellers.fields.wechatNickname')}
              value={wechatNickname}
              required
              name="wechatNickname"
              onChange={(event) => setWechatNickname(event.target.value)}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Button
              type="submit"
              variant="contained"
              disabled={sending || !wechatId.trim() || !wechatNickname.trim()}
            >
              {translate('shop.seller.become')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="warning">
            <Typography variant="h6">{translate('shop.seller.suspended_title')}</Typography>
            {state.status === 'done' && state.data.statusReason
              ? translate('shop.seller.suspended_reason', { reason: state.data.statusReason })
              : null}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
