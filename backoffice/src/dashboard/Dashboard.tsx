import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, Title, usePermissions } from 'react-admin';
import { BecomeSeller } from '../seller-account/BecomeSeller';
import { Welcome } from './Welcome';

// The charts are heavy: their chunk loads with the figures, not with the login page.
const FiguresDashboard = lazy(async () => ({
  default: (await import('./FiguresDashboard')).FiguresDashboard,
}));

/** A customer is invited to become a seller; sellers and staff see their figures. */
export const Dashboard = () => {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (permissions === 'customer') return <BecomeSeller />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Welcome />
      <Suspense fallback={<Loading />}>
        <FiguresDashboard staff={permissions === 'staff'} />
      </Suspense>
    </Box>
  );
};
