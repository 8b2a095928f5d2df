import {
  Alert,
  Button,
  Card,
  CardContent,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { LoadState } from '../accounting/LoadState';
import { useApi } from '../accounting/useApi';
import { httpClient } from '../dataProvider/httpClient';
import type { SellerRecord } from '../sellers/types';

/** A small form that PUTs its fields and reports the server's answer. */
function useSave(url: string, done: string, reload: () => void) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (body: Record<string, string>) => {
    setSending(true);
    setError(null);
    try {
      await httpClient(url, { method: 'PUT', body: JSON.stringify(body) });
      notify(done, { type: 'info' });
      reload();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { save, sending, error };
}

/** The seller's Wechat profile and Taobao keys: keys shown masked, replaced as a pair. */
export const SellerKeysPage = () => {
  const translate = useTranslate();
  const { state, reload } = useApi<SellerRecord>('/api/seller');
  const keys = useSave('/api/seller/keys', 'shop.seller.keys_saved', reload);
  const profile = useSave('/api/seller', 'shop.seller.profile_saved', reload);
  const [accessKey, setAccessKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="shop.seller.keys_title" />
      <CardContent>
        <LoadState state={state} reload={reload}>
          {(seller) => (
            <Stack spacing={3}>
              <Stack
                component="form"
                spacing={2}
                key={`${seller.wechatId}/${seller.wechatNickname}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const form = new FormData(event.currentTarget);
                  void profile.save({
                    wechatId: String(form.get('wechatId') ?? ''),
                    wechatNickname: String(form.get('wechatNickname') ?? ''),
                  });
                }}
              >
                <TextField
                  name="wechatId"
                  label={translate('resources.sellers.fields.wechatId')}
                  defaultValue={seller.wechatId}
                  required
                />
                <TextField
                  name="wechatNickname"
                  label={translate('resources.sellers.fields.wechatNickname')}
                  defaultValue={seller.wechatNickname}
                  required
                />
                {profile.error ? <Alert severity="error">{profile.error}</Alert> : null}
                <Button type="submit" variant="outlined" disabled={profile.sending}>
                  {translate('shop.seller.save_profile')}
                </Button>
              </Stack>
              <Divider />
              <Typography>{translate('shop.seller.keys_intro')}</Typography>
              <Typography data-testid="masked-keys">
                {translate('resources.sellers.fields.accessKey')}:{' '}
                <code>{seller.accessKey ?? translate('shop.seller.keys_none')}</code>
                <br />
                {translate('resources.sellers.fields.secretKey')}:{' '}
                <code>{seller.secretKey ?? translate('shop.seller.keys_none')}</code>
              </Typography>
              <Stack
                component="form"
                spacing={2}
                onSubmit={async (event) => {
                  event.preventDefault();
                  if (await keys.save({ accessKey, secretKey })) {
                    setAccessKey('');
                    setSecretKey('');
                  }
                }}
              >
                <TextField
                  label={translate('resources.sellers.fields.accessKey')}
                  value={accessKey}
                  autoComplete="off"
                  required
                  onChange={(event) => setAccessKey(event.target.value)}
                />
                <TextField
                  label={translate('resources.sellers.fields.secretKey')}
                  type="password"
                  value={secretKey}
                  autoComplete="new-password"
                  required
                  onChange={(event) => setSecretKey(event.target.value)}
                />
                {keys.error ? <Alert severity="error">{keys.error}</Alert> : null}
                <Button
                  type="submit"
                  variant="contained"
                  disabled={keys.sending || !accessKey || !secretKey}
                >
                  {translate('shop.seller.replace_keys')}
                </Button>
              </Stack>
            </Stack>
          )}
        </LoadState>
      </CardContent>
    </Card>
  );
};
