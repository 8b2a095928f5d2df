import {
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useUsd } from '../accounting/useUsd';
import type { Figures } from './figures';

/** Staff: the sellers with the most profit in the period, and those whose balance runs low. */
export const StaffLists = ({ figures }: { figures: Figures }) => {
  const translate = useTranslate();
  const usd = useUsd();
  return (
    <Grid container spacing={2} sx={{ mt: 0 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent sx={{ overflowX: 'auto' }}>
            <Typography variant="h6" component="h2">
              {translate('shop.figures.top_sellers')}
            </Typography>
            {figures.topSellers.length === 0 ? (
              <Typography>{translate('shop.figures.none')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.sellers.fields.email')}</TableCell>
                    <TableCell align="right">{translate('shop.figures.orders')}</TableCell>
                    <TableCell align="right">{translate('shop.figures.revenue')}</TableCell>
                    <TableCell align="right">{translate('shop.figures.profit')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {figures.topSellers.map((seller) => (
                    <TableRow key={seller.accountId}>
                      <TableCell>
                        <Link to={`/sellers/${seller.accountId}/show`}>{seller.email}</Link>
                      </TableCell>
                      <TableCell align="right">{seller.orders}</TableCell>
                      <TableCell align="right">{usd(seller.revenue)}</TableCell>
                      <TableCell align="right">{usd(seller.profit)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('shop.figures.low_balances')}
            </Typography>
            {figures.lowBalances.length === 0 ? (
              <Typography>{translate('shop.figures.none')}</Typography>
            ) : (
              <Table size="small">
                <TableBody>
                  {figures.lowBalances.map((seller) => (
                    <TableRow key={seller.accountId}>
                      <TableCell>
                        <Link to={`/sellers/${seller.accountId}/show`}>{seller.email}</Link>
                      </TableCell>
                      <TableCell align="right">{usd(seller.balance)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
