import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUsd } from '../accounting/useUsd';
import type { Figures } from './figures';

/** The period's figures at a glance; profit = revenue − purchase cost − shipping − fees. */
export const KpiCards = ({ totals }: { totals: Figures['totals'] }) => {
  const translate = useTranslate();
  const usd = useUsd();
  const cards: [string, string, string][] = [
    ['orders', 'shop.figures.orders', String(totals.orders)],
    ['revenue', 'shop.figures.revenue', usd(totals.revenue)],
    ['purchaseCost', 'shop.figures.purchase_cost', usd(totals.purchaseCost)],
    ['shipping', 'shop.figures.shipping', usd(totals.shipping)],
    ['fees', 'shop.figures.fees', usd(totals.fees)],
    ['profit', 'shop.figures.profit', usd(totals.profit)],
    ['balance', 'shop.figures.balance', usd(totals.balance)],
  ];
  return (
    <Grid container spacing={2}>
      {cards.map(([key, label, value]) => (
        <Grid key={key} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 7 }}>
          <Card data-testid={`kpi-${key}`}>
            <CardContent>
              <Typography variant="overline" color="text.secondary" noWrap>
                {translate(label)}
              </Typography>
              <Typography variant="h6" component="p">
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};
