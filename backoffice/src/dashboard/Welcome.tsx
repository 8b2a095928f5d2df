import EventIcon from '@mui/icons-material/History';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, LinkBase, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';

export const Welcome = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  return (
    <Card>
      <CardContent>
        {/* Waits for the name rather than greeting nobody for a moment. */}
        {identity?.fullName ? (
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('shop.dashboard.welcome', { name: identity.fullName })}
          </Typography>
        ) : null}
        <Typography>{translate('shop.dashboard.intro')}</Typography>
      </CardContent>
      <CardActions>
        <Button
          component={LinkBase}
          to={createPath({ resource: 'events', type: 'list' })}
          label="shop.dashboard.open_event_log"
        >
          <EventIcon />
        </Button>
      </CardActions>
    </Card>
  );
};
