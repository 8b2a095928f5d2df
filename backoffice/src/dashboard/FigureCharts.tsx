import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { useUsd } from '../accounting/useUsd';
import type { Figures } from './figures';

/** Revenue and profit per day, and orders by status (MUI X Charts, in the app's MUI theme). */
export const FigureCharts = ({ figures }: { figures: Figures }) => {
  const translate = useTranslate();
  const usd = useUsd();
  const days = figures.days.map((row) => new Date(`${row.day}T00:00:00Z`));
  return (
    <Grid container spacing={2} sx={{ mt: 0 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('shop.figures.per_day')}
            </Typography>
            <LineChart
              height={280}
              xAxis={[
                {
                  data: days,
                  scaleType: 'time',
                  valueFormatter: (value: Date) => value.toISOString().slice(5, 10),
                },
              ]}
              series={[
                {
                  data: figures.days.map((row) => row.revenue),
                  label: translate('shop.figures.revenue'),
                  valueFormatter: (value) => usd(value ?? 0),
                  showMark: false,
                },
                {
                  data: figures.days.map((row) => row.profit),
                  label: translate('shop.figures.profit'),
                  valueFormatter: (value) => usd(value ?? 0),
                  showMark: false,
                },
              ]}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('shop.figures.by_status')}
            </Typography>
            {figures.ordersByStatus.length === 0 ? (
              <Typography sx={{ py: 4 }}>{translate('shop.figures.no_orders')}</Typography>
            ) : (
              <BarChart
                height={280}
                layout="horizontal"
                yAxis={[
                  {
                    scaleType: 'band',
                    data: figures.ordersByStatus.map((row) => row.status),
                    width: 120,
                  },
                ]}
                series={[
                  {
                    data: figures.ordersByStatus.map((row) => row.count),
                    label: translate('shop.figures.orders'),
                  },
                ]}
              />
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
