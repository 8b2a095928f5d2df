import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { Welcome } from './Welcome';

export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="ra.page.dashboard" />
    <Welcome />
  </Box>
);
