import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { SyncStatus } from './SyncStatus';
import {
  type PricePreview,
  type TaobaoAccount,
  type TaobaoCategory,
  taobaoCategories,
} from './types';

const api = '/api/admin/taobao';

/**
 * The seller's Taobao shop: link it (OAuth on Taobao's page), choose what to sell at what markup
 * with a preview of the prices, ask for a sync and follow each sync's progress.
 */
export const TaobaoPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [account, setAccount] = useState<TaobaoAccount | null>(null);
  const [nick, setNick] = useState('');
  const [categories, setCategories] = useState<TaobaoCategory[]>([]);
  const [markupPercent, setMarkupPercent] = useState('0');
  const [markupFixedCny, setMarkupFixedCny] = useState('0');
  const [preview, setPreview] = useState<PricePreview[]>([]);

  const load = useCallback(async () => {
    const { json } = await httpClient(api);
    const loaded = json as TaobaoAccount;
    setAccount(loaded);
    return loaded;
  }, []);

  useEffect(() => {
    void load().then((loaded) => {
      setNick(loaded.nick ?? '');
      setCategories(loaded.categories);
      setMarkupPercent(String(loaded.markupPercent));
      setMarkupFixedCny(String(loaded.markupFixedCny));
    });
    const outcome = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    if (outcome.get('linked')) notify('shop.taobao.link.done', { type: 'success' });
    if (outcome.get('error')) notify('shop.taobao.link.failed', { type: 'error' });
    // The syncs move on by themselves: follow them.
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [load, notify]);

  useEffect(() => {
    const query = new URLSearchParams({
      categories: categories.join(','),
      markupPercent: markupPercent || '0',
      markupFixedCny: markupFixedCny || '0',
    });
    httpClient(`${api}/price-preview?${query}`)
      .then(({ json }) => setPreview((json as { preview: PricePreview[] }).preview))
      .catch(() => setPreview([]));
  }, [categories, markupPercent, markupFixedCny]);

  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });

  const link = () =>
    httpClient(`${api}/link`, { method: 'POST', body: JSON.stringify({ nick }) })
      .then(({ json }) => {
        window.location.assign((json as { authorizeUrl: string }).authorizeUrl);
      })
      .catch(fail);

  const unlink = () =>
    httpClient(`${api}/link`, { method: 'DELETE' })
      .then(() => notify('shop.taobao.link.unlinked', { type: 'info' }))
      .then(load)
      .catch(fail);

  const save = () =>
    httpClient(`${api}/settings`, {
      method: 'PUT',
      body: JSON.stringify({
        categories,
        markupPercent: Number(markupPercent),
        markupFixedCny: Number(markupFixedCny),
      }),
    })
      .then(() => notify('shop.taobao.settings.saved', { type: 'success' }))
      .then(load)
      .catch(fail);

  const syncNow = () =>
    httpClient(`${api}/sync`, { method: 'POST' })
      .then(() => notify('shop.taobao.sync.requested', { type: 'info' }))
      .catch(fail);

  const toggle = (category: TaobaoCategory) =>
    setCategories((chosen) =>
      chosen.includes(category) ? chosen.filter((one) => one !== category) : [...chosen, category],
    );

  if (!account) return null;
  const linked = account.link === 'linked';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('shop.taobao.title')} />
      {account.suspended ? (
        <Alert severity="warning">
          {translate('shop.taobao.suspended', { notice: account.notice ?? '' })}
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('shop.taobao.link.status')}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="taobao-link">
            {account.link === 'linked'
              ? translate('shop.taobao.link.linkedAs', { nick: account.nick })
              : account.link === 'session-lost'
                ? translate('shop.taobao.link.sessionLost', { nick: account.nick })
                : translate('shop.taobao.link.none')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shop.taobao.fee')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={translate('shop.taobao.link.nick')}
              value={nick}
              onChange={(event) => setNick(event.target.value)}
            />
            <Button variant="contained" onClick={link} disabled={!nick.trim()}>
              {translate(linked ? 'shop.taobao.link.relinkButton' : 'shop.taobao.link.linkButton')}
            </Button>
            {account.link !== 'none' ? (
              <Button onClick={unlink}>{translate('shop.taobao.link.unlinkButton')}</Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('shop.taobao.settings.title')}</Typography>
          <Typography variant="subtitle2">
            {translate('shop.taobao.settings.categories')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {taobaoCategories.map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Checkbox
                    checked={categories.includes(category)}
                    onChange={() => toggle(category)}
                  />
                }
                label={translate(`shop.taobao.categories.${category}`)}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ my: 2 }}>
            <TextField
              size="small"
              type="number"
              label={translate('shop.taobao.settings.markupPercent')}
              value={markupPercent}
              onChange={(event) => setMarkupPercent(event.target.value)}
            />
            <TextField
              size="small"
              type="number"
              label={translate('shop.taobao.settings.markupFixedCny')}
              value={markupFixedCny}
              onChange={(event) => setMarkupFixedCny(event.target.value)}
            />
            <Button variant="contained" onClick={save}>
              {translate('shop.taobao.settings.save')}
            </Button>
          </Stack>
          {preview.length > 0 ? (
            <>
              <Typography variant="subtitle2">
                {translate('shop.taobao.settings.preview')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('shop.taobao.settings.product')}</TableCell>
                    <TableCell align="right">
                      {translate('shop.taobao.settings.ourPrice')}
                    </TableCell>
                    <TableCell align="right">
                      {translate('shop.taobao.settings.taobaoPrice')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.map((row) => (
                    <TableRow key={row.productId}>
                      <TableCell>{row.title}</TableCell>
                      <TableCell align="right">{row.ourPriceCny.toFixed(2)}</TableCell>
                      <TableCell align="right">{row.taobaoPriceCny.toFixed(2)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6">{translate('shop.taobao.sync.title')}</Typography>
            <Button onClick={syncNow} disabled={!linked || account.suspended}>
              {translate('shop.taobao.sync.now')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={4}>
            <SyncStatus label="listings" sync={account.syncs.listings} />
            <SyncStatus label="orders" sync={account.syncs.orders} />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
};
