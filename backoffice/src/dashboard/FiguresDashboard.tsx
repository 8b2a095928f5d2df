import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadState } from '../accounting/LoadState';
import { useApi } from '../accounting/useApi';
import { FigureCharts } from './FigureCharts';
import { type Figures, isoDay } from './figures';
import { KpiCards } from './KpiCards';
import { PendingActions } from './PendingActions';
import { StaffLists } from './StaffLists';

/** Figures for a chosen period: a seller's own, or for staff the totals across sellers. */
export const FiguresDashboard = ({ staff }: { staff: boolean }) => {
  const translate = useTranslate();
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const { state, reload } = useApi<Figures>(
    valid ? `/api/admin/dashboard?from=${from}&to=${to}` : null,
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(staff ? 'shop.figures.staff_title' : 'shop.figures.title')}
        </Typography>
        <TextField
          type="date"
          size="small"
          label={translate('shop.figures.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('shop.figures.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <LoadState state={state} reload={reload}>
        {(figures) => (
          <>
            <KpiCards totals={figures.totals} />
            <FigureCharts figures={figures} />
            {staff ? (
              <StaffLists figures={figures} />
            ) : (
              <PendingActions pending={figures.pending} />
            )}
          </>
        )}
      </LoadState>
    </Stack>
  );
};
